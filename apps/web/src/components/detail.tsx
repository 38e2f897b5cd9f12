import type { ReactNode } from 'react';

/** One term and its value in a details list (<dl>): a request's on the dashboard, a group's on its invitation. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}
