import type { ReactNode } from 'react';
import { Button, type ButtonStyle } from './button';
import { Spinner } from './spinner';

/** A form's submit button: while the form is being sent it is disabled and shows a spinner and `busyLabel`. */
export function SubmitButton({
  isBusy,
  busyLabel,
  variant,
  size,
  className,
  children,
}: ButtonStyle & {
  isBusy: boolean;
  busyLabel: string;
  /** Placing only (width, margins); the look comes from `variant` and `size`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" disabled={isBusy} variant={variant} size={size} className={className}>
      {isBusy ? (
        <>
          <Spinner className="h-4 w-4" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
