import { adminClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { refreshSession } from './session';

// better-auth's own client: the spec's auth calls (/api/auth/get-session, /sign-in/email, …) are its calls.
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin,
  basePath: '/api/auth',
  plugins: [adminClient()],
});

// better-auth flips this signal after each call that changes the session (sign-in, sign-up, sign-out, …);
// the light store that every page's header reads (lib/session.ts) then reads the session again.
authClient.$store.atoms.$sessionSignal?.listen(() => void refreshSession());

const REDIRECT_KEY = 'redirectAfterLogin';

/** Remember where to return after an email sign-in (golfer-side §2, §4). */
export function saveRedirectAfterLogin(path: string): void {
  sessionStorage.setItem(REDIRECT_KEY, path);
}

/** The stored redirect target, removed as it is read; the root path counts as none. */
export function takeRedirectAfterLogin(): string | undefined {
  const path = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  return path && path !== '/' ? path : undefined;
}
