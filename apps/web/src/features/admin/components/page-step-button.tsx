import type { ReactNode } from 'react';

/** The button to the previous (-1) or next (+1) page, disabled on the first or the last page. */
export function PageStepButton({
  step,
  page,
  totalPages,
  onPageChange,
  className,
  label,
  children,
}: {
  step: -1 | 1;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className: string;
  /** Its accessible name, when its text is an arrow. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      disabled={step < 0 ? page <= 1 : page >= totalPages}
      onClick={() => onPageChange(page + step)}
      aria-label={label}
    >
      {children}
    </button>
  );
}
