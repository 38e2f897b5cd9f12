import type { MonitoringRequest } from '@teewatch/shared';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../../test/render-admin';
import { RequestCard } from './request-card';

// The card after "I booked it" (decision 0071): the booked date is named, the rest still watched.
const NOW = new Date('2026-11-23T20:00:00Z');
const REQUEST: MonitoringRequest = {
  id: 7,
  is_active: true,
  created_at: '2026-11-20T12:00:00.000Z',
  expires_at: '2026-12-07T02:00:00.000Z',
  courses: [{ id: 2, name: 'Fraserview Golf Course' }],
  preferred_dates: ['2026-12-06'],
  booked_dates: ['2026-12-05'],
  start_time: '07:00',
  end_time: '10:00',
  number_of_players: 2,
  notification_method: 'email',
  contact_email: 'golfer@example.com',
  contact_phone: null,
  last_checked_at: null,
};

function detail(term: string): string | null | undefined {
  const dt = screen.queryByText(term, { selector: 'dt' });
  return dt?.nextElementSibling?.textContent;
}

describe('request card', () => {
  it('shows "Booked: Sat, Dec 5" beside the dates still watched', () => {
    renderAdmin(
      <MemoryRouter>
        <RequestCard request={REQUEST} now={NOW} />
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('article')).getByText('Booked')).toBeTruthy();
    expect(detail('Booked')).toBe('Sat, Dec 5');
    expect(detail('Preferred dates')).toBe('Sun, Dec 6, 2026');
  });

  it('a request without booked dates shows no "Booked" line', () => {
    renderAdmin(
      <MemoryRouter>
        <RequestCard request={{ ...REQUEST, booked_dates: [] }} now={NOW} />
      </MemoryRouter>,
    );
    expect(detail('Booked')).toBeUndefined();
  });

  it('shows the alert rules that apply, and whose they are (decision 0133)', () => {
    renderAdmin(
      <MemoryRouter>
        <RequestCard
          request={{
            ...REQUEST,
            delivery_rules: {
              quietHours: { start: '22:00', end: '06:00' },
              muteUntil: '2026-11-30',
              dailyCap: 3,
            },
            delivery_rules_override: null,
          }}
          now={NOW}
        />
      </MemoryRouter>,
    );
    expect(detail('Alert rules')).toBe(
      'Quiet 10:00 PM–6:00 AM · Muted until Mon, Nov 30 · At most 3 emails a day(your account’s)',
    );
  });

  it("names a request's own rules, leaves out a mute that is over, and shows nothing without rules", () => {
    const own = { quietHours: null, muteUntil: '2026-11-23', dailyCap: 1 };
    const { unmount } = renderAdmin(
      <MemoryRouter>
        <RequestCard request={{ ...REQUEST, delivery_rules: own, delivery_rules_override: own }} now={NOW} />
      </MemoryRouter>,
    );
    expect(detail('Alert rules')).toBe('At most 1 email a day(this request’s own)');
    unmount();
    renderAdmin(
      <MemoryRouter>
        <RequestCard
          request={{ ...REQUEST, delivery_rules: { quietHours: null, muteUntil: null, dailyCap: null } }}
          now={NOW}
        />
      </MemoryRouter>,
    );
    expect(detail('Alert rules')).toBeUndefined();
  });

  it('shows where the alerts go: email and push (issue 28)', () => {
    renderAdmin(
      <MemoryRouter>
        <RequestCard request={{ ...REQUEST, alert_channel: 'both' }} now={NOW} />
      </MemoryRouter>,
    );
    expect(detail('Notifications')).toBe('Email & push: golfer@example.com');
  });

  it('shows that two nearby times are fine for the party, and how near (issue 38)', () => {
    renderAdmin(
      <MemoryRouter>
        <RequestCard
          request={{ ...REQUEST, number_of_players: 4, splitParty: { maxGapMinutes: 10 } }}
          now={NOW}
        />
      </MemoryRouter>,
    );
    expect(detail('Two nearby times')).toBe('Fine, at most 10 minutes apart');
  });

  it('says nothing of nearby times when the request wants one time', () => {
    renderAdmin(
      <MemoryRouter>
        <RequestCard request={{ ...REQUEST, splitParty: null }} now={NOW} />
      </MemoryRouter>,
    );
    expect(detail('Two nearby times')).toBeUndefined();
  });
});
