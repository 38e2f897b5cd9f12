import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, HttpResponse, http, recordApiCalls } from '../../test/api-server';
import { SecondFactorStep } from './second-factor-step';

// The sign-in's code step (decision 0246): the code from the app, or a backup code, posted to better-auth's
// two-factor routes; a refused code shows the server's words and the step stays.

describe('SecondFactorStep', () => {
  // A sign-in's session refetch can land after its test ends, in the next one: every test answers it.
  beforeEach(() => {
    apiServer.use(http.get('/api/auth/get-session', () => HttpResponse.json(null)));
  });

  it('sends the app code without spaces, then reports the sign-in done', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls((call) => call.path.startsWith('/api/auth/two-factor'));
    apiServer.use(
      http.post('/api/auth/two-factor/verify-totp', () => HttpResponse.json({ token: 't', user: {} })),
      http.get('/api/auth/get-session', () => HttpResponse.json(null)),
    );
    const onVerified = vi.fn();
    render(<SecondFactorStep onVerified={onVerified} onCancel={() => {}} />);
    expect(screen.getByRole('form', { name: 'Two-step verification' })).toBeTruthy();
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      { method: 'POST', path: '/api/auth/two-factor/verify-totp', body: { code: '123456' } },
    ]);
  });

  it('takes a backup code instead, and shows why a code was refused', async () => {
    const user = userEvent.setup();
    apiServer.use(
      http.post('/api/auth/two-factor/verify-backup-code', () =>
        HttpResponse.json({ code: 'INVALID_BACKUP_CODE', message: 'Invalid backup code' }, { status: 401 }),
      ),
    );
    const onVerified = vi.fn();
    render(<SecondFactorStep onVerified={onVerified} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('Authentication code is required');
    await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    await user.type(screen.getByLabelText('Backup code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid backup code'));
    expect(onVerified).not.toHaveBeenCalled();
  });
});
