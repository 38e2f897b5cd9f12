import { Spinner } from '../../../components/spinner';
import { buttonSecondary } from './admin-styles';

/** An admin list's "Refresh" button: disabled, with a spinner, while the list is being fetched. */
export function RefreshButton({ isFetching, onClick }: { isFetching: boolean; onClick: () => void }) {
  return (
    <button type="button" className={buttonSecondary} onClick={onClick} disabled={isFetching}>
      {isFetching ? <Spinner className="h-4 w-4" /> : null}
      Refresh
    </button>
  );
}
