import { adminClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { ApiError, apiFetch } from './api-client';
import { refreshSession } from './session';

// better-auth's calls (/api/auth/sign-in/email, /sign-up/email, …: the spec's auth calls), wrapped so they fail
// the way every other call does: each function below resolves with better-auth's data or throws an ApiError
// with the status and the server's message, which lib/error-message.ts reads like any other failure.
// Its client sends through api-client.ts's apiFetch (our cookies and timeout). The client is not exported:
// these functions are the one way to it.
const client = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin,
  basePath: '/api/auth',
  // twoFactorClient's own redirect hook is not used: signInWithEmail tells its caller to ask for a code.
  plugins: [adminClient(), twoFactorClient()],
  fetchOptions: { customFetchImpl: (input, init) => apiFetch(input, init) },
});

// better-auth flips this signal after each call that changes the session (sign-in, sign-up, sign-out, …);
// the light store that every page's header reads (lib/session.ts) then reads the session again.
client.$store.atoms.$sessionSignal?.listen(() => void refreshSession());

type AuthFailure = { status: number; message?: string; code?: string };
type AuthResult<T> = { data: T | null; error: AuthFailure | null };

/**
 * better-auth's `{ data, error }` as a value or an ApiError. A failure without a message of the server's
 * has an empty message, so errorMessage shows the caller's fallback ("Login failed", …) as the spec says.
 */
async function authCall<T>(call: Promise<AuthResult<T>>): Promise<T> {
  const { data, error } = await call;
  if (error) throw new ApiError(error.message ?? '', error.status, [], error);
  return data as T;
}

/**
 * Signs in with email and password. `secondFactor` when the account has enrolled one: no session yet,
 * the code step (verifySecondFactor) opens it (decision 0246).
 */
export async function signInWithEmail(input: { email: string; password: string }) {
  const data = await authCall(client.signIn.email(input));
  return { ...data, secondFactor: (data as { twoFactorRedirect?: boolean }).twoFactorRedirect === true };
}

/** The sign-in's code step: a code from the authenticator app, or one of the backup codes. */
export const verifySecondFactor = (input: { code: string; kind: 'totp' | 'backup' }) =>
  authCall(
    input.kind === 'totp'
      ? client.twoFactor.verifyTotp({ code: input.code })
      : client.twoFactor.verifyBackupCode({ code: input.code }),
  );

/** Starts TOTP enrolment (the password again): the otpauth URI for the app and the backup codes. */
export const enableSecondFactor = (password: string) =>
  authCall(client.twoFactor.enable({ password })) as Promise<{ totpURI: string; backupCodes: string[] }>;

export const signUpWithEmail = (input: { name: string; email: string; password: string }) =>
  authCall(client.signUp.email(input));

/** On success better-auth sends the browser to Google, which returns to `callbackURL`. */
export const signInWithGoogle = (callbackURL: string) =>
  authCall(client.signIn.social({ provider: 'google', callbackURL }));

/**
 * Signs out, and settles once the session store knows: pages that need a session leave before their
 * callers drop or refetch their reads, which would otherwise answer 401 and send them to sign in.
 */
export async function signOut(): Promise<void> {
  await authCall(client.signOut());
  await refreshSession();
}

export const requestPasswordReset = (email: string) => authCall(client.requestPasswordReset({ email }));

export const resetPassword = (input: { newPassword: string; token: string }) =>
  authCall(client.resetPassword(input));

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  authCall(client.changePassword(input));

export const revokeOtherSessions = () => authCall(client.revokeOtherSessions());

export const updateName = (name: string) => authCall(client.updateUser({ name }));

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
