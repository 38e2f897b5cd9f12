import type { MonitoringRequest } from '@teewatch/shared';

/** The dashboard card tests' clock: three days into the request, before its one date. */
export const CARD_NOW = new Date('2026-11-23T20:00:00Z');

/** Max's active request at Fraserview for Sun, Dec 6, 07:00–10:00, nothing booked: the card tests start from it. */
export const FRASERVIEW_REQUEST: MonitoringRequest = {
  id: 7,
  is_active: true,
  created_at: '2026-11-20T12:00:00.000Z',
  expires_at: '2026-12-07T02:00:00.000Z',
  courses: [{ id: 2, name: 'Fraserview Golf Course' }],
  preferred_dates: ['2026-12-06'],
  booked_dates: [],
  start_time: '07:00',
  end_time: '10:00',
  number_of_players: 2,
  notification_method: 'email',
  contact_email: 'max@example.com',
  contact_phone: null,
  last_checked_at: null,
};
