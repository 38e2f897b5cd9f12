import { PAGES } from '@teewatch/shared';

/** The sign-in page, where a page whose session ended sends the golfer (route-error-boundary.tsx). */
export const SIGN_IN_PATH = PAGES.signIn.path;

/** The sign-in page's query flag that says a session ended (a 401), so the page says so; a first visit has none. */
export const SESSION_ENDED_PARAM = 'session';
const SESSION_ENDED = 'ended';

/**
 * The sign-in page's address that returns to `returnTo` (a path of ours, with its query) afterwards;
 * `sessionEnded` when a page's session ran out, which the page then tells the golfer.
 */
export function signInPath(returnTo: string, { sessionEnded = false } = {}): string {
  const query = new URLSearchParams({ returnTo });
  if (sessionEnded) query.set(SESSION_ENDED_PARAM, SESSION_ENDED);
  return `${SIGN_IN_PATH}?${query}`;
}

/** True when the sign-in page's query says the golfer's session ended. */
export function sessionEndedIn(params: URLSearchParams): boolean {
  return params.get(SESSION_ENDED_PARAM) === SESSION_ENDED;
}

/**
 * The path to return to from the sign-in page's `returnTo`: only a path on this site (one leading slash),
 * so a crafted link cannot send someone elsewhere after signing in; the home page otherwise.
 */
export function returnPathOf(returnTo: string | null): string {
  const home = PAGES.home.path;
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return home;
  return returnTo.startsWith(SIGN_IN_PATH) ? home : returnTo;
}
