import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';

/** The tee-times page's frame, shared with its static shell (tee-times-page-shell.tsx). */
export const TEE_TIMES_PAGE_CLASS = 'mx-auto w-full max-w-6xl px-4 py-10 sm:px-6';

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** The page's heading, when its times were last read (a blank line until then) and Refresh. */
export function TeeTimesHeader({
  updatedAt,
  updating,
  onRefresh,
}: {
  /** When the shown times were read (ms since the epoch), 0 before the first answer. */
  updatedAt: number;
  updating: boolean;
  onRefresh: () => void;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Find and Book Golf Tee Times in Metro Vancouver
        </h1>
        <p className="mt-2 text-slate-700" aria-live="polite">
          {updatedAt > 0 ? `Last updated: ${TIME_FORMAT.format(updatedAt)}` : '\u00a0'}
        </p>
      </div>
      <Button variant="outline" size="lg" onClick={onRefresh} disabled={updating}>
        {updating ? <Spinner className="h-4 w-4" /> : null}
        {updating ? 'Updating...' : 'Refresh'}
      </Button>
    </header>
  );
}
