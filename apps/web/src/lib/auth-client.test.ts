import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiServer, HttpResponse, http, recordApiCalls } from '../../test/api-server';
import { ApiError } from './api-client';
import { requestPasswordReset, resetPassword, signInWithEmail, signOut } from './auth-client';
import { errorCode, errorMessage, errorStatus, isNetworkError } from './error-message';
import { refreshSession, useSessionUser } from './session';

// better-auth's calls fail the way our API's do: an ApiError with the status and the server's words, read by
// the one errorMessage. MSW answers as the server does (better-auth's `{ code, message }`, or our envelope
// with both for our own refusals: apps/server/src/features/auth/auth.routes.ts).

async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('the call succeeded');
}

describe('the auth calls', () => {
  it("resolve with better-auth's data, and the header's session is read again", async () => {
    const user = { id: 'u1', name: 'Pat', email: 'pat@example.com' };
    apiServer.use(
      http.post('/api/auth/sign-in/email', () => HttpResponse.json({ redirect: false, token: 't', user })),
      http.get('/api/auth/get-session', () => HttpResponse.json({ session: {}, user })),
    );
    const calls = recordApiCalls();
    const data = await signInWithEmail({ email: 'pat@example.com', password: 'secret1' });
    expect(data).toMatchObject({ user: { email: 'pat@example.com' }, secondFactor: false });
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/auth/get-session'));
  });

  it('say when the account asks for its second factor before a session opens (decision 0246)', async () => {
    apiServer.use(
      http.post('/api/auth/sign-in/email', () =>
        HttpResponse.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      ),
    );
    const data = await signInWithEmail({ email: 'admin@example.com', password: 'long-password-1' });
    expect(data.secondFactor).toBe(true);
  });

  it("throw an ApiError with the status and better-auth's message", async () => {
    apiServer.use(
      http.post('/api/auth/sign-in/email', () =>
        HttpResponse.json(
          { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
          { status: 401 },
        ),
      ),
    );
    const error = await failureOf(() => signInWithEmail({ email: 'pat@example.com', password: 'wrong12' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(errorStatus(error)).toBe(401);
    expect(isNetworkError(error)).toBe(false);
    expect(errorCode(error)).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(errorMessage(error, 'Login failed')).toBe('Invalid email or password');
    expect(errorMessage(error, 'Login failed', { serverOnly: true })).toBe('Invalid email or password');
  });

  it('read our own refusals (the envelope with better-auth fields) the same way', async () => {
    const text = 'Too many password reset requests. Try again in 15 minutes.';
    apiServer.use(
      http.post('/api/auth/request-password-reset', () =>
        HttpResponse.json(
          { success: false, error: text, code: 'RATE_LIMITED', message: text },
          { status: 429 },
        ),
      ),
    );
    const error = await failureOf(() => requestPasswordReset('pat@example.com'));
    expect(errorStatus(error)).toBe(429);
    expect(errorMessage(error, 'Could not send the link. Please try again.')).toBe(text);
  });

  it("show the caller's fallback when the answer has no words", async () => {
    apiServer.use(http.post('/api/auth/sign-out', () => new HttpResponse(null, { status: 500 })));
    const error = await failureOf(() => signOut());
    expect(errorStatus(error)).toBe(500);
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
  });

  it("give a reset link's refusal its code", async () => {
    apiServer.use(
      http.post('/api/auth/reset-password', () =>
        HttpResponse.json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, { status: 400 }),
      ),
    );
    const error = await failureOf(() => resetPassword({ newPassword: 'secret12', token: 'old' }));
    expect(errorCode(error)).toBe('INVALID_TOKEN');
  });

  it('let a failure without an answer through as a network error', async () => {
    apiServer.use(http.post('/api/auth/sign-in/email', () => HttpResponse.error()));
    const error = await failureOf(() => signInWithEmail({ email: 'pat@example.com', password: 'secret1' }));
    expect(isNetworkError(error)).toBe(true);
  });

  it('sign out settles once the session store is signed out', async () => {
    let isSignedIn = true;
    apiServer.use(
      http.get('/api/auth/get-session', () =>
        HttpResponse.json(
          isSignedIn ? { session: {}, user: { id: 'u1', name: 'Pat', email: 'p@e.x' } } : null,
        ),
      ),
      http.post('/api/auth/sign-out', () => {
        isSignedIn = false;
        return HttpResponse.json({ success: true });
      }),
    );
    const { result } = renderHook(() => useSessionUser());
    await act(() => refreshSession());
    expect(result.current.user?.id).toBe('u1');
    await act(() => signOut());
    expect(result.current.user).toBeUndefined();
  });
});
