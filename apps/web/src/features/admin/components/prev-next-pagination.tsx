import type { Pagination } from '@teewatch/shared';
import { PageStepButton } from './page-step-button';

/** Previous / Next controls, shown only when there is more than one page (admin-console §2). */
export function PrevNextPagination({
  pagination,
  onPageChange,
  label,
}: {
  pagination: Pagination | undefined;
  onPageChange: (page: number) => void;
  label: string;
}) {
  if (!pagination || pagination.totalPages <= 1) return null;
  const { page, totalPages, total } = pagination;
  const steps = { page, totalPages, onPageChange, variant: 'secondary' } as const;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <p className="text-sm text-slate-600">
        Page {page} of {totalPages} · {total} total
      </p>
      <div className="flex gap-2">
        <PageStepButton step={-1} {...steps}>
          Previous
        </PageStepButton>
        <PageStepButton step={1} {...steps}>
          Next
        </PageStepButton>
      </div>
    </nav>
  );
}
