import { useSyncExternalStore } from 'react';
import { apiJson } from './api-client';
import { systemClock } from './clock';

// The current session for every page's header, without better-auth's client: that client (and its
// fetch, store and plugin code) loads only with what needs it (the sign-in dialog, the account menu,
// the admin console), which keeps it out of the home page's first load (issue 14, decision 0030).
// When it loads, `lib/auth-client.ts` refreshes this store after every sign-in, sign-up or sign-out.

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  role?: string | null;
  /** better-auth's flag: false until the link in the sign-up (or Resend) email is followed. */
  emailVerified?: boolean;
};

type SessionSnapshot = { user: SessionUser | undefined; isPending: boolean };

/** better-auth's own client does not refetch on focus more often than this either. */
const FOCUS_REFETCH_MIN_INTERVAL_MS = 5_000;

let snapshot: SessionSnapshot = { user: undefined, isPending: true };
const listeners = new Set<() => void>();
let isStarted = false;
let lastFetchAt = 0;
let inFlight: Promise<void> | undefined;

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Reads the session again (better-auth's GET /api/auth/get-session: `{ session, user }` or null). */
export function refreshSession(): Promise<void> {
  lastFetchAt = systemClock().getTime();
  // Through the one client, as a plain read: the first takes the answer the page's HTML preloaded (decision 0091).
  inFlight ??= apiJson<{ user?: SessionUser } | null>('/api/auth/get-session')
    .then((body) => publish({ user: body?.user ?? undefined, isPending: false }))
    // Like better-auth's useSession: a failed read (an ApiError or no answer) shows the signed-out state
    // rather than a spinner forever.
    .catch(() => publish({ user: undefined, isPending: false }))
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

function onVisibilityChange(): void {
  if (document.visibilityState !== 'visible') return;
  if (systemClock().getTime() - lastFetchAt < FOCUS_REFETCH_MIN_INTERVAL_MS) return;
  void refreshSession();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!isStarted) {
    isStarted = true;
    void refreshSession();
    // A sign-in or sign-out in another tab shows here when the golfer comes back to this one.
    document.addEventListener('visibilitychange', onVisibilityChange);
  }
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;

/** `{ user, isPending }` for the current session. */
export function useSessionUser(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
