import type { ReactNode } from 'react';
import { LoadingState } from '../../../components/spinner';
import { tableClass, thClass } from './admin-styles';

/** An admin list's table with its loading and empty states; `children` are the body rows. */
export function ListTable({
  isPending,
  isEmpty,
  loadingText,
  emptyText,
  headings,
  children,
}: {
  isPending: boolean;
  isEmpty: boolean;
  loadingText: string;
  emptyText: string;
  headings: readonly string[];
  children: ReactNode;
}) {
  if (isPending) return <LoadingState text={loadingText} />;
  if (isEmpty) return <p className="py-12 text-center text-slate-600">{emptyText}</p>;
  return (
    <div className="relative mt-4 overflow-x-auto">
      <table className={tableClass}>
        <thead className="bg-slate-50">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={thClass}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
