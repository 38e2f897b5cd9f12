import { QueryClient } from '@tanstack/react-query';
import type { AdminDashboard } from '@teewatch/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../../test/render-admin';
import { adminKeys } from '../api/admin-keys';
import { DashboardTab } from './dashboard-tab';

// The dashboard's outbox flag (decision 0230): mail or texts kept unsent are said above the counters.

const DASHBOARD: AdminDashboard = {
  stats: { totalRequests: 3, activeRequests: 2, totalNotifications: 1 },
  texts: { today: 0, dailyLimit: 500, limitReached: false },
  recentRequests: [],
  recentNotifications: [],
};

function renderWith(dashboard: AdminDashboard) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(adminKeys.dashboard(), dashboard);
  queryClient.setQueryData(adminKeys.mirrorHealth(), { generatedAt: '2030-06-12T18:00:00Z', hosts: [] });
  renderAdmin(<DashboardTab />, queryClient);
}

describe('the dashboard outbox flag', () => {
  it('says emails and texts are kept in the Outbox when both are', () => {
    renderWith({ ...DASHBOARD, outbox: { mail: true, texts: true } });
    expect(
      screen.getByText('Emails are not sent: they are kept in the Outbox (SMTP_URL is not set).'),
    ).toBeTruthy();
    expect(
      screen.getByText('Texts are not sent: they are kept in the Outbox (no Twilio account is set).'),
    ).toBeTruthy();
  });

  it('says nothing when both are delivered, or for an older server without the field', () => {
    renderWith({ ...DASHBOARD, outbox: { mail: false, texts: false } });
    expect(screen.queryByText(/kept in the Outbox/)).toBeNull();
    renderWith(DASHBOARD);
    expect(screen.queryByText(/kept in the Outbox/)).toBeNull();
  });

  it('names only what is kept', () => {
    renderWith({ ...DASHBOARD, outbox: { mail: false, texts: true } });
    expect(screen.queryByText(/Emails are not sent/)).toBeNull();
    expect(screen.getByText(/Texts are not sent/)).toBeTruthy();
  });
});
