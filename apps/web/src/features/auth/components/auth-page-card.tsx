import type { ReactNode } from 'react';

/** The narrow card the password pages sit in: a heading, a line saying what the page is for, the form. */
export function AuthPageCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-2 mb-6 text-sm text-slate-700">{intro}</p>
        {children}
      </div>
    </div>
  );
}
