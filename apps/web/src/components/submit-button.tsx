import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** A form's submit button: while the form is being sent it is disabled and shows a spinner and `busyLabel`. */
export function SubmitButton({
  isBusy,
  busyLabel,
  className,
  children,
}: {
  isBusy: boolean;
  busyLabel: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={isBusy} className={className}>
      {isBusy ? (
        <>
          <Spinner className="h-4 w-4" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
