import { type ReactNode, useId } from 'react';
import { LoadingState } from '../../../components/spinner';
import { tableClass, thClass } from './admin-styles';

/** CSS labels for the cells of one table on a phone: its column headings, by position. */
export function stackedLabelsCss(tableId: string, headings: readonly string[]): string {
  return headings
    .map(
      (heading, index) =>
        `@media (max-width: 767px) { #${tableId} td:nth-child(${index + 1})::before { content: ${JSON.stringify(heading)}; } }`,
    )
    .join('\n');
}

/**
 * An admin list's table with its loading and empty states; `children` are the body rows. On a phone
 * the rows become labelled cards (index.css `.stacked-table`), so every action stays on screen.
 */
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
  const tableId = `list-${useId().replace(/[^\w-]/g, '')}`;
  if (isPending) return <LoadingState text={loadingText} />;
  if (isEmpty) return <p className="py-12 text-center text-slate-600">{emptyText}</p>;
  return (
    <div className="relative mt-4 md:overflow-x-auto">
      <style>{stackedLabelsCss(tableId, headings)}</style>
      <table id={tableId} className={`stacked-table ${tableClass}`}>
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
