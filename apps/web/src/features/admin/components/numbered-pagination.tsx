import { pageList } from '../lib/page-list';
import { iconButton } from './admin-styles';

// Its own class list: appending colours to iconButton would leave the winner to CSS source order.
const currentPageButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border border-emerald-700 bg-emerald-700 px-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/** Numbered pages with ellipses (admin-console §2), plus previous/next arrows. */
export function NumberedPagination({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1 pt-4">
      <button
        type="button"
        className={iconButton}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Previous page"
      >
        <span aria-hidden="true">‹</span>
      </button>
      {pageList(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            onClick={() => onPageChange(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            className={item === page ? currentPageButton : iconButton}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={iconButton}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        aria-label="Next page"
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
