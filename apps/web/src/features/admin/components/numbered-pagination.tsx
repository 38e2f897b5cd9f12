import { pageList } from '../lib/page-list';
import { iconButton } from './admin-styles';
import { PageStepButton } from './page-step-button';

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
  const steps = { page, totalPages, onPageChange, className: iconButton };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1 pt-4">
      <PageStepButton step={-1} {...steps} label="Previous page">
        <span aria-hidden="true">‹</span>
      </PageStepButton>
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
      <PageStepButton step={1} {...steps} label="Next page">
        <span aria-hidden="true">›</span>
      </PageStepButton>
    </nav>
  );
}
