import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, HttpResponse, http } from '../../../test/api-server';
import { ToastProvider } from '../../components/toast';
import { useEmailConfirmedToast } from './use-email-confirmed-toast';

function Landing() {
  useEmailConfirmedToast();
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <ToastProvider>
      <MemoryRouter initialEntries={[path]}>
        <Landing />
      </MemoryRouter>
    </ToastProvider>,
  );
}

describe('where the confirmation link lands', () => {
  // The landing reads the session again (now confirmed); better-auth answers null when signed out.
  beforeEach(() => {
    apiServer.use(http.get('/api/auth/get-session', () => HttpResponse.json(null)));
  });

  it('says the address is confirmed, once, and leaves a clean /dashboard', async () => {
    renderAt('/dashboard?email-confirmed=1');
    expect((await screen.findByRole('status')).textContent).toContain('Email confirmed');
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('says when the link was not valid (better-auth adds error=…)', async () => {
    renderAt('/dashboard?email-confirmed=1&error=TOKEN_EXPIRED');
    expect((await screen.findByRole('alert')).textContent).toContain('Confirmation link not valid');
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });

  it('shows nothing on an ordinary visit', () => {
    renderAt('/dashboard');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
