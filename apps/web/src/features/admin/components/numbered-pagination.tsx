import { Button } from '../../../components/button';
import { pageList } from '../lib/page-list';
import { PageStepButton } from './page-step-button';

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
  const steps = { page, totalPages, onPageChange, variant: 'secondary', size: 'icon' } as const;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1 pt-4">
      <PageStepButton step={-1} {...steps} label="Previous page">
        <span aria-hidden="true">‹</span>
      </PageStepButton>
      {pageList(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            variant={item === page ? 'primary' : 'secondary'}
            size="icon"
            onClick={() => onPageChange(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
          >
            {item}
          </Button>
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
