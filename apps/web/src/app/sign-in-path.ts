import { PAGES } from '@teewatch/shared';

/** The sign-in page, where a page whose session ended sends the golfer (route-error-boundary.tsx). */
export const SIGN_IN_PATH = PAGES.signIn.path;

/** The sign-in page's address that returns to `returnTo` (a path of ours, with its query) afterwards. */
export function signInPath(returnTo: string): string {
  return `${SIGN_IN_PATH}?${new URLSearchParams({ returnTo })}`;
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
