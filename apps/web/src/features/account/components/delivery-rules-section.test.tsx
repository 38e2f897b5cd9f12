import { QueryClient } from '@tanstack/react-query';
import type { AccountDeliveryRules } from '@teewatch/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAnswer, apiServer, HttpResponse, http, recordApiCalls } from '../../../../test/api-server';
import { renderAdmin } from '../../../../test/render-admin';
import { DELIVERY_RULES_QUERY_KEY } from '../../../lib/account-delivery-rules';
import { DeliveryRulesSection } from './delivery-rules-section';

// The account page's "Alert rules" (decision 0133): filled from the account, checked before sending
// (the server's cap included), and the PUT carries the rules in the API's shape.

const CURRENT: AccountDeliveryRules = {
  rules: { quietHours: { start: '22:00', end: '06:00' }, muteUntil: null, dailyCap: null },
  maxDailyCap: 24,
};

/** The API: every call to /api/account/delivery-rules is recorded and a PUT answered with `respond`. */
function stubFetch(respond: (body: unknown) => Response) {
  const calls = recordApiCalls();
  apiServer.use(
    http.put('/api/account/delivery-rules', async ({ request }) => respond(await request.json())),
  );
  return calls;
}

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(DELIVERY_RULES_QUERY_KEY, CURRENT);
  return renderAdmin(<DeliveryRulesSection />, queryClient);
}

describe('Alert rules section', () => {
  it("shows the account's rules and the server's cap", () => {
    renderSection();
    expect(screen.getByRole('heading', { name: 'Alert rules' })).toBeTruthy();
    expect((screen.getByLabelText('Quiet from') as HTMLInputElement).value).toBe('22:00');
    expect((screen.getByLabelText('Quiet until') as HTMLInputElement).value).toBe('06:00');
    expect((screen.getByLabelText('Mute until') as HTMLInputElement).value).toBe('');
    const cap = screen.getByLabelText('Most alert emails a day') as HTMLInputElement;
    expect(cap.max).toBe('24');
    expect(screen.getByText(/From 1 to 24, counted from midnight Vancouver time/)).toBeTruthy();
  });

  it('saves the rules in the API shape and says so', async () => {
    const calls = stubFetch((body) => apiAnswer({ rules: body, maxDailyCap: 24 }));
    renderSection();
    fireEvent.change(screen.getByLabelText('Mute until'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Most alert emails a day'), { target: { value: '3' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Alert Rules' }));
    expect(await screen.findByText('Alert rules saved.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/account/delivery-rules');
    expect(put?.body).toEqual({
      quietHours: { start: '22:00', end: '06:00' },
      muteUntil: '2026-11-30',
      dailyCap: 3,
    });
  });

  it('refuses a cap above the server limit and half-set quiet hours without sending anything', async () => {
    const calls = stubFetch(() => HttpResponse.json({}, { status: 500 }));
    renderSection();
    fireEvent.change(screen.getByLabelText('Quiet until'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Most alert emails a day'), { target: { value: '25' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Alert Rules' }));
    expect(screen.getByText("At most 24 emails a day: that is this server's limit")).toBeTruthy();
    expect(screen.getByText('Choose both when quiet hours start and when they end, or neither')).toBeTruthy();
    expect(screen.getByLabelText('Quiet until').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the rules", async () => {
    stubFetch(() =>
      HttpResponse.json(
        {
          success: false,
          error: 'Mute for at most 366 days; pause the request for longer',
          validationErrors: [
            { field: 'muteUntil', message: 'Mute for at most 366 days; pause the request for longer' },
          ],
        },
        { status: 400 },
      ),
    );
    renderSection();
    fireEvent.change(screen.getByLabelText('Mute until'), { target: { value: '2030-01-01' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Alert Rules' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Mute for at most 366 days; pause the request for longer',
    );
  });
});
