import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { buttonSecondary } from './admin-styles';

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
    <button type="button" className={buttonSecondary} onClick={onClick} disabled={isBusy}>
      {isBusy ? <Spinner className="h-4 w-4" /> : null}
      {children}
    </button>
  );
}
