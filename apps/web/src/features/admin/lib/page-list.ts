export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The numbered pagination of the Golf Courses tab (admin-console §2): the first page, the last page
 * and the pages within 1 of the current one, with an ellipsis wherever pages are skipped.
 */
export function pageList(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [1];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set<number>([1, totalPages, page - 1, page, page + 1]);
  const pages = [...shown].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous > 1) {
      items.push(p < page ? 'ellipsis-start' : 'ellipsis-end');
    }
    items.push(p);
  });
  return items;
}
