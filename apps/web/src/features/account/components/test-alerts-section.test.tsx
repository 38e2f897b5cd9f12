import { TEST_ALERT_MESSAGES, type TestAlert } from '@teewatch/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAnswer, apiFailure, apiServer, http, recordApiCalls } from '../../../../test/api-server';
import { QueryWrapper } from '../../../../test/query-wrapper';
import { TestAlertsSection } from './test-alerts-section';

// "Send a test" (decision 0262): a button per channel the golfer set up, what the test did, and the latest
// tests marked "Test".

const CONFIRMED = { phone: '+16045550163', confirmed: true, stopped: false, codeExpiresAt: null };

function stubServer(phone: typeof CONFIRMED | null, refuse?: { status: number; message: string }) {
  const tests: TestAlert[] = [];
  const calls = recordApiCalls((call) => call.method === 'POST');
  apiServer.use(
    http.get('/api/account/phone', () => apiAnswer(phone)),
    http.get('/api/account/test-alerts', () => apiAnswer({ tests })),
    http.post('/api/account/test-alerts', async ({ request }) => {
      if (refuse) return apiFailure(refuse.status, refuse.message);
      const { channel } = (await request.json()) as { channel: 'email' | 'sms' };
      const test: TestAlert = {
        id: tests.length + 1,
        channel,
        recipient: channel === 'email' ? 'pat@example.com' : CONFIRMED.phone,
        status: 'sent',
        error: null,
        requestedAt: '2026-11-20T18:30:00.000Z',
        isTest: true,
      };
      tests.unshift(test);
      return apiAnswer({ test });
    }),
  );
  return calls;
}

describe('TestAlertsSection', () => {
  it('offers email only until a number is confirmed', async () => {
    stubServer(null);
    render(<TestAlertsSection email="pat@example.com" />, { wrapper: QueryWrapper });
    expect(await screen.findByRole('button', { name: 'Send a test email' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a test text' })).toBeNull();
  });

  it('sends a test text and lists it marked as a test', async () => {
    const calls = stubServer(CONFIRMED);
    render(<TestAlertsSection email="pat@example.com" />, { wrapper: QueryWrapper });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send a test text' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Test text sent to +16045550163. It should arrive within a minute.',
    );
    expect(calls).toEqual([{ method: 'POST', path: '/api/account/test-alerts', body: { channel: 'sms' } }]);
    const latest = await screen.findByRole('list', { name: 'Your latest tests' });
    expect(latest.textContent).toContain('TestText to +16045550163 · Sent');
  });

  it('says the limit in words', async () => {
    stubServer(null, { status: 429, message: TEST_ALERT_MESSAGES.tooMany(12) });
    render(<TestAlertsSection email="pat@example.com" />, { wrapper: QueryWrapper });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send a test email' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can send 5 test alerts an hour. Please try again in 12 minutes.',
    );
  });
});
