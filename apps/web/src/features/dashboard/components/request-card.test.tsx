import type { MonitoringRequest } from '@teewatch/shared';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CARD_NOW, FRASERVIEW_REQUEST } from '../../../../test/monitoring-request';
import { renderAdmin } from '../../../../test/render-admin';
import { RequestCard } from './request-card';

// The card after "I booked it" (decision 0071): the booked date is named, the rest still watched.
const REQUEST: MonitoringRequest = { ...FRASERVIEW_REQUEST, booked_dates: ['2026-12-05'] };

function renderCard(request: MonitoringRequest) {
  return renderAdmin(
    <MemoryRouter>
      <RequestCard request={request} now={CARD_NOW} />
    </MemoryRouter>,
  );
}

function detail(term: string): string | null | undefined {
  const dt = screen.queryByText(term, { selector: 'dt' });
  return dt?.nextElementSibling?.textContent;
}

describe('request card', () => {
  it('shows "Booked: Sat, Dec 5" beside the dates still watched', () => {
    renderCard(REQUEST);
    expect(within(screen.getByRole('article')).getByText('Booked')).toBeTruthy();
    expect(detail('Booked')).toBe('Sat, Dec 5');
    expect(detail('Preferred dates')).toBe('Sun, Dec 6, 2026');
  });

  it('a request without booked dates shows no "Booked" line', () => {
    renderCard({ ...REQUEST, booked_dates: [] });
    expect(detail('Booked')).toBeUndefined();
  });

  it('shows the alert rules that apply, and whose they are (decision 0133)', () => {
    renderCard({
      ...REQUEST,
      delivery_rules: {
        quietHours: { start: '22:00', end: '06:00' },
        muteUntil: '2026-11-30',
        dailyCap: 3,
      },
      delivery_rules_override: null,
    });
    expect(detail('Alert rules')).toBe(
      'Quiet 10:00 PM–6:00 AM · Muted until Mon, Nov 30 · At most 3 emails a day(your account’s)',
    );
  });

  it("names a request's own rules, leaves out a mute that is over, and shows nothing without rules", () => {
    const own = { quietHours: null, muteUntil: '2026-11-23', dailyCap: 1 };
    const { unmount } = renderCard({ ...REQUEST, delivery_rules: own, delivery_rules_override: own });
    expect(detail('Alert rules')).toBe('At most 1 email a day(this request’s own)');
    unmount();
    renderCard({ ...REQUEST, delivery_rules: { quietHours: null, muteUntil: null, dailyCap: null } });
    expect(detail('Alert rules')).toBeUndefined();
  });

  it('shows where the alerts go: email and push (issue 28)', () => {
    renderCard({ ...REQUEST, alert_channel: 'both' });
    expect(detail('Notifications')).toBe('Email & push: max@example.com');
  });

  it('shows that two nearby times are fine for the party, and how near (issue 38)', () => {
    renderCard({ ...REQUEST, number_of_players: 4, splitParty: { maxGapMinutes: 10 } });
    expect(detail('Two nearby times')).toBe('Fine, at most 10 minutes apart');
  });

  it('says nothing of nearby times when the request wants one time', () => {
    renderCard({ ...REQUEST, splitParty: null });
    expect(detail('Two nearby times')).toBeUndefined();
  });
});
