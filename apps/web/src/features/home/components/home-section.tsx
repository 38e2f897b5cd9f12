import type { ReactNode } from 'react';

/** A home-page section labelled by its centred h2 heading. */
export function HomeSection({
  headingId,
  title,
  className,
  children,
}: {
  headingId: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-center text-3xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One card of a home-page section's list: a titled paragraph, with an optional mark above the title. */
export function HomeCard({
  title,
  text,
  className,
  mark,
}: {
  title: string;
  text: string;
  className?: string;
  mark?: ReactNode;
}) {
  return (
    <li className={`rounded-xl bg-white p-6 shadow-sm ${className ?? ''}`}>
      {mark}
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-700">{text}</p>
    </li>
  );
}
