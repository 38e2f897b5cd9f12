import { QueryClient } from '@tanstack/react-query';
import type { AdminGolfCourse, MirrorHealth } from '@teewatch/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../../test/render-admin';
import { adminKeys } from '../api/admin-keys';
import { CourseStatusCell } from './course-status-cell';
import { MirrorHealthPanel } from './mirror-health-panel';

// The real components, given the server's answers through a pre-filled query cache.

const HEALTH: MirrorHealth = {
  generatedAt: '2030-06-12T18:00:00Z',
  hosts: [
    {
      host: 'www.chronogolf.ca',
      apiType: 'chronogolf',
      courses: 13,
      requestsPerSecondLimit: 1,
      requestsPerMinute: 54.2,
      rateLimitedLastHour: 3,
      failuresLastHour: 1,
      slowedUntil: '2030-06-12T18:05:00Z',
      tiers: [
        {
          tier: 'near',
          cadenceSeconds: 60,
          pairs: 39,
          achievedSeconds: 48,
          oldestAgeSeconds: 75,
          worstLatenessSeconds: 0,
        },
        {
          tier: 'mid',
          cadenceSeconds: 300,
          pairs: 65,
          achievedSeconds: 420,
          oldestAgeSeconds: 700,
          worstLatenessSeconds: 400,
        },
        {
          tier: 'far',
          cadenceSeconds: 1800,
          pairs: 299,
          achievedSeconds: null,
          oldestAgeSeconds: null,
          worstLatenessSeconds: 0,
        },
      ],
    },
  ],
};

function cached() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(adminKeys.mirrorHealth(), HEALTH);
  return queryClient;
}

describe('mirror health panel', () => {
  it('shows per host its budget, requests, 429s, oldest near data, slowed-until and cadence per tier', () => {
    renderAdmin(<MirrorHealthPanel />, cached());
    const host = screen.getByRole('article', { name: 'www.chronogolf.ca' });
    expect(within(host).getByText('Requests/min').nextSibling?.textContent).toBe('54.2');
    expect(within(host).getByText('429s (1 h)').nextSibling?.textContent).toBe('3');
    expect(within(host).getByText('Oldest near-date data').nextSibling?.textContent).toBe('1 min');
    expect(within(host).getByText(/^Slowed until /)).toBeTruthy();
    const rows = within(host)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[1]).toBe('Near (0–2 days)391 min48 sOn time1 min0 s');
    expect(rows[2]).toBe('Mid (3–7 days)655 min7 minBehind12 min7 min');
    expect(rows[3]).toBe('Far (8–30 days)29930 min—Behind—0 s');
  });

  it('badges each host with its booking system, the legacy CPS v3 tenants\u2019 host as CPS v3', () => {
    const queryClient = cached();
    const chronogolf = HEALTH.hosts[0]!;
    queryClient.setQueryData(adminKeys.mirrorHealth(), {
      ...HEALTH,
      hosts: [
        chronogolf,
        { ...chronogolf, host: 'w.cps.golf', apiType: 'cps-v3', courses: 1, slowedUntil: null },
      ],
    });
    renderAdmin(<MirrorHealthPanel />, queryClient);
    expect(within(screen.getByRole('article', { name: 'w.cps.golf' })).getByText('CPS v3')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'www.chronogolf.ca' })).getByText('ChronoGolf'),
    ).toBeTruthy();
  });

  it('says so when no host is read yet', () => {
    const queryClient = cached();
    queryClient.setQueryData(adminKeys.mirrorHealth(), { ...HEALTH, hosts: [] });
    renderAdmin(<MirrorHealthPanel />, queryClient);
    expect(screen.getByText('No upstream hosts are being read yet.')).toBeTruthy();
  });
});

describe('course status cell', () => {
  const course = (overrides: Partial<AdminGolfCourse>) =>
    ({ is_active: true, ...overrides }) as AdminGolfCourse;

  it('keeps Active and Inactive, and says "Source failing" with the error for a failing active course', () => {
    const { unmount } = renderAdmin(<CourseStatusCell course={course({ is_active: false })} />);
    expect(screen.getByText('Inactive')).toBeTruthy();
    unmount();

    const healthy = renderAdmin(
      <CourseStatusCell
        course={course({
          source_health: {
            lastSuccessAt: '2030-06-12T17:59:00Z',
            lastError: null,
            lastErrorAt: null,
            isFailing: false,
          },
        })}
      />,
    );
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText(/^Last good read: Jun 12, 2030/)).toBeTruthy();
    healthy.unmount();

    renderAdmin(
      <CourseStatusCell
        course={course({
          source_health: {
            lastSuccessAt: null,
            lastError: 'HTTP 503 from www.chronogolf.ca',
            lastErrorAt: '2030-06-12T17:59:00Z',
            isFailing: true,
          },
        })}
      />,
    );
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.getByText('Source failing')).toBeTruthy();
    expect(screen.getByText('Last good read: never')).toBeTruthy();
    expect(screen.getByText(/HTTP 503 from www\.chronogolf\.ca$/)).toBeTruthy();
  });
});
