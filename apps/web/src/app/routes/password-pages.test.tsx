import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

// The password pages' one-field form: the field, its client-side check (nothing is sent while it
// fails), the button, and the way back. Sending is the browser suite's (password-reset.e2e.ts).

describe('password pages', () => {
  it('Forgot password: the address from the link, a bad one refused in place, the way back', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/forgot-password?email=pat']}>
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('pat');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('link', { name: '← Back to main site' }).getAttribute('href')).toBe('/');
  });

  it('Reset password: without a token, says the link has expired and offers a new one', () => {
    render(
      <MemoryRouter initialEntries={['/reset-password']}>
        <ResetPasswordPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'This reset link has expired or was already used.',
    );
    expect(screen.getByRole('link', { name: 'Get a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByLabelText('New password').getAttribute('minLength')).toBe('6');
  });
});
