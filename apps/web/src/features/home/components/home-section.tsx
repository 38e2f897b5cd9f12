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
