import { describe, expect, it } from 'vitest';
import { waitlistPrefillFromSearch } from './waitlist-prefill';

// The waitlist form opened by "Alert me for this" (issue 51, item 4), on fixed dates.
const today = '2026-07-13';

describe('the waitlist form filled in from its address', () => {
  it('starts with the courses, date, hour window and party the link asks for', () => {
    expect(
      waitlistPrefillFromSearch(
        '?courseIds=3,7,3&date=2026-07-15&startHour=7&endHour=9&numberOfPlayers=1',
        today,
      ),
    ).toEqual({
      courseIds: [3, 7],
      preferredDates: ['2026-07-15'],
      startTime: '07:00',
      endTime: '09:00',
      numberOfPlayers: 1,
    });
  });

  it('leaves out what the form cannot offer', () => {
    expect(
      waitlistPrefillFromSearch(
        '?courseIds=x,0&date=2026-09-30&startHour=5&endHour=22&numberOfPlayers=6',
        today,
      ),
    ).toEqual({});
    expect(waitlistPrefillFromSearch('?date=2026-07-12&startHour=9&endHour=9', today)).toEqual({});
    expect(waitlistPrefillFromSearch('', today)).toEqual({});
  });
});
