import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AUTH_FORM_MESSAGES } from '@teewatch/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer, apiServer, HttpResponse, http } from '../../../../test/api-server';
import { SignInDialog } from './sign-in-dialog';

function Harness({
  initiallyOpen = true,
  title,
  message,
}: {
  initiallyOpen?: boolean;
  title?: string;
  message?: string | null;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <button type="button" onClick={() => setOpen(true)}>
          Open dialog
        </button>
        <SignInDialog open={open} onOpenChange={setOpen} title={title} message={message} />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

describe('SignInDialog', () => {
  // A sign-in's session refetch can land after its test ends, in the next one: every test answers it.
  beforeEach(() => {
    apiServer.use(
      http.get('/api/auth/get-session', () => HttpResponse.json(null)),
      http.get('/api/app-info', () => apiAnswer({ upstreamMode: 'live', isDemo: false, googleSignIn: true })),
    );
  });

  it('renders nothing while closed', () => {
    render(<Harness initiallyOpen={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the default title, message and welcome text, in login mode', async () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Login Required' });
    expect(dialog.textContent).toContain('Please log in to use the waitlist feature.');
    expect(dialog.textContent).toContain(
      'Sign in to manage your golf tee time waitlists and get personalized notifications.',
    );
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByText('or')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByLabelText('Full Name')).toBeNull();
  });

  it('offers no Google button, and no "or", when the server has no Google sign-in', async () => {
    apiServer.use(
      http.get('/api/app-info', () =>
        apiAnswer({ upstreamMode: 'live', isDemo: false, googleSignIn: false }),
      ),
    );
    render(<Harness />);
    await screen.findByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull());
    expect(screen.queryByText('or')).toBeNull();
  });

  it('offers "Forgot password?" when signing in, not when registering, and closes on it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot.getAttribute('href')).toBe('/forgot-password');
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("uses the caller's title and message", () => {
    render(<Harness title="Join the waitlist" message="Sign in first, please." />);
    const dialog = screen.getByRole('dialog', { name: 'Join the waitlist' });
    expect(dialog.textContent).toContain('Sign in first, please.');
    expect(dialog.textContent).not.toContain('Please log in to use the waitlist feature.');
  });

  it('switches between login and register', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByLabelText('Full Name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.queryByLabelText('Full Name')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('validates before calling the server: email, password length, name on register', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // Each message shows in the error summary (focused, as a link to its field) and under its field.
    expect(screen.getAllByText(AUTH_FORM_MESSAGES.emailRequired)).toHaveLength(2);
    expect(screen.getAllByText(AUTH_FORM_MESSAGES.passwordRequired)).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: 'There is a problem' }));
    await user.click(screen.getByRole('link', { name: AUTH_FORM_MESSAGES.passwordRequired }));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getAllByText(AUTH_FORM_MESSAGES.emailInvalid)).toHaveLength(2);
    expect(screen.getAllByText(AUTH_FORM_MESSAGES.passwordTooShort)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    // Switching mode clears the errors.
    expect(screen.queryByText(AUTH_FORM_MESSAGES.emailInvalid)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getAllByText(AUTH_FORM_MESSAGES.nameRequired)).toHaveLength(2);
  });

  it('has an email-type input and a password input with a minimum length of 6', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Password').getAttribute('minlength')).toBe('6');
  });

  it('resets every field and returns to login mode when closed and reopened', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await user.type(screen.getByLabelText('Full Name'), 'Pat Golfer');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(screen.queryByLabelText('Full Name')).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('after Create Account says to check the email, and leaves the login form filled in (decision 0247)', async () => {
    const user = userEvent.setup();
    apiServer.use(
      http.post('/api/auth/sign-up/email', () =>
        HttpResponse.json({ token: null, user: { id: 'u', email: 'pat@example.com', name: 'Pat' } }),
      ),
      http.get('/api/auth/get-session', () => HttpResponse.json(null)),
    );
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await user.type(screen.getByLabelText('Full Name'), 'Pat Golfer');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('Check your email'));
    expect(screen.getByRole('status').textContent).toContain('We sent a message to pat@example.com.');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('pat@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('secret-password');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
