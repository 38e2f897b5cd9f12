import type { ReactNode } from 'react';
import { Button, type ButtonStyle } from '../../../components/button';

/** The button to the previous (-1) or next (+1) page, disabled on the first or the last page. */
export function PageStepButton({
  step,
  page,
  totalPages,
  onPageChange,
  variant,
  size,
  label,
  children,
}: ButtonStyle & {
  step: -1 | 1;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Its accessible name, when its text is an arrow. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant={variant}
      size={size}
      disabled={step < 0 ? page <= 1 : page >= totalPages}
      onClick={() => onPageChange(page + step)}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
