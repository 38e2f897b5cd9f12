import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiAnswer, apiServer, HttpResponse, http } from '../../../test/api-server';
import { withQueryClient } from '../../lib/query-client';
import { signInPath } from '../sign-in-path';
import { SignInPage } from './sign-in-page';

const Page = withQueryClient(SignInPage);
const user = { id: 'u1', name: 'Pat', email: 'pat@example.com' };

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderSignIn(returnTo: string, address = signInPath(returnTo, { sessionEnded: true })) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/sign-in" element={<Page />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Pat signs in with `password`, sent here by a session that ended on the account page. */
async function signInFromAccount(password: string) {
  renderSignIn('/account');
  await userEvent.type(await screen.findByLabelText('Email'), 'pat@example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the sign-in page', () => {
  // The form asks whether to offer Google's button.
  beforeEach(() => {
    apiServer.use(http.get('/api/app-info', () => apiAnswer({ upstreamMode: 'live', isDemo: false })));
  });

  // The session store outlives a test (the files share a worker): each test after the first starts with the
  // last one's, which the page must read again (a 401 sends the golfer here with a store still signed in).
  // The last test leaves it signed out.
  it('goes straight on when already signed in, and never off the site', async () => {
    apiServer.use(http.get('/api/auth/get-session', () => HttpResponse.json({ session: {}, user })));
    renderSignIn('//evil.example/');
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });

  it('signs in and goes back where the session ended', async () => {
    let signedIn = false;
    apiServer.use(
      http.get('/api/auth/get-session', () => HttpResponse.json(signedIn ? { session: {}, user } : null)),
      http.post('/api/auth/sign-in/email', () => {
        signedIn = true;
        return HttpResponse.json({ redirect: false, token: 't', user });
      }),
    );
    await signInFromAccount('secret12');
    expect((await screen.findByTestId('where')).textContent).toBe('/account');
  });

  it("shows the server's refusal in place", async () => {
    apiServer.use(
      http.get('/api/auth/get-session', () => HttpResponse.json(null)),
      http.post('/api/auth/sign-in/email', () =>
        HttpResponse.json(
          { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
          { status: 401 },
        ),
      ),
    );
    await signInFromAccount('wrong123');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });

  it('asks an invited friend to sign in or create an account to join the group', async () => {
    apiServer.use(http.get('/api/auth/get-session', () => HttpResponse.json(null)));
    renderSignIn('/groups/join/v1.7.1765000000.abc');
    expect(
      await screen.findByText('Sign in, or create an account, to join the group you were invited to.'),
    ).toBeTruthy();
  });

  it('greets a first visit plainly, and says a session ended only when one did', async () => {
    apiServer.use(http.get('/api/auth/get-session', () => HttpResponse.json(null)));
    renderSignIn('/', '/sign-in');
    expect(
      await screen.findByText('Sign in, or create an account, to manage your tee time waitlists.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
    cleanup();
    renderSignIn('/account');
    expect(
      await screen.findByText('Your session has ended. Sign in to carry on where you were.'),
    ).toBeTruthy();
  });
});
