import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAnswer, apiFailure, apiServer, http, recordApiCalls } from '../../../../test/api-server';
import { QueryWrapper } from '../../../../test/query-wrapper';
import { EmailStopsSection } from './email-stops-section';

// The account page's "Stop all email" (decision 0250): the stopped addresses, and "Start Email Again".

function stubServer(stops: { email: string; stoppedAt: string }[], refuse?: string) {
  const calls = recordApiCalls((call) => call.method === 'POST');
  apiServer.use(
    http.get('/api/account/email-stops', () => apiAnswer({ stops })),
    http.post('/api/account/email-stops/start-again', async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      if (refuse) return apiFailure(400, refuse);
      stops.splice(
        stops.findIndex((stop) => stop.email === email),
        1,
      );
      return apiAnswer({ email, isStopped: false });
    }),
  );
  return calls;
}

describe('EmailStopsSection', () => {
  it('says email reaches the golfer when nothing is stopped', async () => {
    stubServer([]);
    render(<EmailStopsSection />, { wrapper: QueryWrapper });
    expect(await screen.findByText(/Alerts, reminders and notes reach your addresses/)).toBeTruthy();
  });

  it('lists a stopped address and starts email to it again', async () => {
    const calls = stubServer([{ email: 'pat@example.com', stoppedAt: '2026-11-20T18:30:00.000Z' }]);
    render(<EmailStopsSection />, { wrapper: QueryWrapper });
    expect((await screen.findByRole('listitem')).textContent).toContain(
      'pat@example.com stopped all email on Nov 20, 2026.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start Email Again' }));
    expect((await screen.findByRole('status')).textContent).toBe('Email to pat@example.com starts again.');
    expect(calls).toEqual([
      { method: 'POST', path: '/api/account/email-stops/start-again', body: { email: 'pat@example.com' } },
    ]);
    expect(await screen.findByText(/Alerts, reminders and notes reach your addresses/)).toBeTruthy();
  });

  it('says why the server refused', async () => {
    stubServer([{ email: 'other@example.com', stoppedAt: '2026-11-20T18:30:00.000Z' }], 'Not yours');
    render(<EmailStopsSection />, { wrapper: QueryWrapper });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start Email Again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not yours');
  });
});
