import { FORECAST_IN_ALERTS_LABEL } from '@teewatch/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAnswer, apiServer, http, recordApiCalls } from '../../../../test/api-server';
import { QueryWrapper } from '../../../../test/query-wrapper';
import { ForecastInAlertsSection } from './forecast-in-alerts-section';

// The account page's switch for the forecast inside alerts (decision 0320): on by default, saved at once.

describe('ForecastInAlertsSection', () => {
  it('shows the stored setting and switches the forecast off', async () => {
    let forecastInAlerts = true;
    const calls = recordApiCalls((call) => call.method === 'PUT');
    apiServer.use(
      http.get('/api/account/forecast-in-alerts', () => apiAnswer({ forecastInAlerts })),
      http.put('/api/account/forecast-in-alerts', async ({ request }) => {
        ({ forecastInAlerts } = (await request.json()) as { forecastInAlerts: boolean });
        return apiAnswer({ forecastInAlerts });
      }),
    );
    render(<ForecastInAlertsSection />, { wrapper: QueryWrapper });
    const box = await screen.findByRole('checkbox', { name: FORECAST_IN_ALERTS_LABEL });
    expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(box);
    expect((await screen.findByRole('status')).textContent).toBe('Alerts no longer name the forecast.');
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/account/forecast-in-alerts', body: { forecastInAlerts: false } },
    ]);
  });
});
