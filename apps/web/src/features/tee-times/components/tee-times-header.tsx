import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';

/** The tee-times page's frame, shared with its static shell (tee-times-page-shell.tsx). */
export const TEE_TIMES_PAGE_CLASS = 'mx-auto w-full max-w-6xl px-4 py-4 sm:px-6 sm:py-10';

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The page's heading, when its times were last read (a blank line until then) and Refresh; on a phone the
 * last two share a line, so the first screen keeps room for tee times (issue 51, item 1).
 */
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
    <header className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1">
      <h1 className="col-span-2 text-2xl font-bold tracking-tight text-slate-900 sm:col-span-1 sm:text-4xl">
        Find and Book Golf Tee Times in Metro Vancouver
      </h1>
      <p className="col-start-1 text-sm text-slate-700 sm:mt-1 sm:text-base" aria-live="polite">
        {updatedAt > 0 ? `Last updated: ${TIME_FORMAT.format(updatedAt)}` : '\u00a0'}
      </p>
      <Button
        variant="outline"
        size="lg"
        onClick={onRefresh}
        disabled={updating}
        className="col-start-2 row-start-2 sm:row-span-2 sm:row-start-1 sm:self-end"
      >
        {updating ? <Spinner className="h-4 w-4" /> : null}
        {updating ? 'Updating...' : 'Refresh'}
      </Button>
    </header>
  );
}
