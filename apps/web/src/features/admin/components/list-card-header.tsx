import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { BusyButton } from './busy-button';

/**
 * The top of a list tab's card (Requests, Notifications, Outbox): the heading (`id` labels the card), an
 * optional line under it, and the Refresh button, busy while the list reloads, before any other actions.
 */
export function ListCardHeader({
  id,
  title,
  summary,
  isFetching,
  onRefresh,
  children,
}: {
  id: string;
  title: string;
  summary?: ReactNode;
  isFetching: boolean;
  onRefresh: () => void;
  /** More toolbar buttons, after Refresh. */
  children?: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-xl font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {summary === undefined ? (
        heading
      ) : (
        <div>
          {heading}
          <p className="text-sm text-slate-600" aria-live="polite">
            {summary}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <BusyButton isBusy={isFetching} onClick={onRefresh}>
          Refresh
        </BusyButton>
        {children}
      </div>
    </div>
  );
}

/** A load that failed, in a card: the server's words, or `fallback` when it gave none. */
export function LoadFailure({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="mt-4 text-sm text-red-800">
      {errorMessage(error, fallback)}
    </p>
  );
}
