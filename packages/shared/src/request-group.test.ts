import { describe, expect, it } from 'vitest';
import { checkGroupWindow, GROUP_MESSAGES, groupBookedWords } from './request-group';

describe('a group booked note', () => {
  it('names the time, day and course when the booking named them', () => {
    expect(groupBookedWords({ by: 'Max', date: '2026-11-28', time: '10:30', courseName: 'Fraserview' })).toBe(
      'Max booked 10:30 AM on Sat, Nov 28 at Fraserview for the group',
    );
  });

  it('leaves out what the booking did not name, and never guesses it', () => {
    expect(groupBookedWords({ by: 'Max', date: '2026-11-28', time: null, courseName: null })).toBe(
      'Max booked a tee time on Sat, Nov 28 for the group',
    );
    // "I booked it" for the whole request names no date.
    expect(groupBookedWords({ by: 'Max', date: '', time: null, courseName: null })).toBe(
      'Max booked a tee time for the group',
    );
  });
});

describe("a member's window", () => {
  const group = { preferredDates: ['2026-12-05', '2026-12-06'], startHour: 7, endHour: 12 };

  it("passes inside the group's and names each field outside it", () => {
    expect(checkGroupWindow({ preferredDates: ['2026-12-05'], startHour: 9, endHour: 12 }, group)).toEqual(
      [],
    );
    expect(checkGroupWindow({ preferredDates: ['2026-12-07'], startHour: 6, endHour: 13 }, group)).toEqual([
      { field: 'preferredDates', message: GROUP_MESSAGES.datesOutsideGroup },
      { field: 'startTime', message: GROUP_MESSAGES.hoursOutsideGroup },
      { field: 'endTime', message: GROUP_MESSAGES.hoursOutsideGroup },
    ]);
  });
});
