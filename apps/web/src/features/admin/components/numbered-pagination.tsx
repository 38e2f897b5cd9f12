import { pageList } from '../lib/page-list';
import { iconButton } from './admin-styles';

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
            className={`${iconButton} ${item === page ? 'border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800' : ''}`}
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
