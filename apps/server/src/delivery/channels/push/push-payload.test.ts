import { describe, expect, it } from 'vitest';
import { MAX_PUSH_PAYLOAD_BYTES, openPayload, type PushSlot } from './push-payload';

// The open notice's words for what issue 38 adds beside a time: the held time an upgrade watch beats
// (decision 0195) and the second time of a pair (decision 0205).

const slot: PushSlot = {
  courseId: 2,
  courseName: 'Fraserview',
  date: '2026-06-06',
  time: '07:10',
  holes: 18,
  availableSpots: 2,
  price: 62,
  bookingUrl: 'https://golfvancouver.cps.golf/onlineresweb/',
};

describe('openPayload', () => {
  it('says the new time beats the held one and that the golfer releases it on the course site', () => {
    const payload = openPayload(slot, 0, 'https://teewatch.ca/dashboard', { heldTime: '09:30' });
    expect(payload.title).toBe('7:10 AM at Fraserview');
    expect(payload.body).toBe(
      "Sat, Jun 6 · 18 holes · 2 spots · $62.00 per player · Beats your 9:30 AM: release it on the course's site",
    );
    expect(openPayload(slot, 0, 'https://teewatch.ca/dashboard').body).not.toContain('Beats');
  });

  it('names both times of a pair in time order, whichever keyed it, and asks to book both', () => {
    const payload = openPayload({ ...slot, time: '07:20' }, 0, 'https://teewatch.ca/dashboard', {
      partner: { time: '07:10', availableSpots: 2 },
    });
    expect(payload.title).toBe('7:10 AM + 7:20 AM at Fraserview');
    expect(payload.body).toContain('2 + 2 spots, book both');
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD_BYTES);
  });

  it('names the forecast for the time beside its day when known (decision 0320)', () => {
    const payload = openPayload(slot, 0, 'https://teewatch.ca/dashboard', { forecast: '9 °C, 20 % rain' });
    expect(payload.body).toBe('Sat, Jun 6 · 9 °C, 20 % rain · 18 holes · 2 spots · $62.00 per player');
  });
});
