import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';

/** An admin toolbar button ("Refresh", "Clear Cache", …): disabled, with a spinner, while its work runs. */
export function BusyButton({
  isBusy,
  onClick,
  children,
}: {
  isBusy: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={isBusy}>
      {isBusy ? <Spinner className="h-4 w-4" /> : null}
      {children}
    </Button>
  );
}
