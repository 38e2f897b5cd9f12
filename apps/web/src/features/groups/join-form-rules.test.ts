import { GROUP_MESSAGES, MONITORING_REQUEST_MESSAGES } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import { OLIVES_INVITATION } from '../../../test/group-invitation';
import { joinDefaults, joinHourOptions, joinInputOf, joinProblems } from './join-form-rules';

describe('the join form rules', () => {
  it("start from the group's window, which passes as it is", () => {
    const values = joinDefaults(OLIVES_INVITATION);
    expect(values).toEqual({
      preferredDates: ['2026-12-05', '2026-12-06'],
      startTime: '07:00',
      endTime: '12:00',
    });
    expect(joinProblems(values, OLIVES_INVITATION)).toEqual([]);
  });

  it("refuse a window outside the group's, field by field, in the server's words", () => {
    expect(
      joinProblems(
        { preferredDates: ['2026-12-07'], startTime: '06:00', endTime: '13:00' },
        OLIVES_INVITATION,
      ),
    ).toEqual([
      { field: 'preferredDates', message: GROUP_MESSAGES.datesOutsideGroup },
      { field: 'startTime', message: GROUP_MESSAGES.hoursOutsideGroup },
      { field: 'endTime', message: GROUP_MESSAGES.hoursOutsideGroup },
    ]);
  });

  it('refuse no date and an end before the start, one problem a field', () => {
    expect(
      joinProblems({ preferredDates: [], startTime: '11:00', endTime: '09:00' }, OLIVES_INVITATION),
    ).toEqual([
      { field: 'preferredDates', message: MONITORING_REQUEST_MESSAGES.noDate },
      { field: 'endTime', message: MONITORING_REQUEST_MESSAGES.endBeforeStart },
    ]);
  });

  it("offer only the group's hours, and send dates in the group's order", () => {
    expect(joinHourOptions(OLIVES_INVITATION)).toEqual({
      starts: ['07:00', '08:00', '09:00', '10:00', '11:00'],
      ends: ['08:00', '09:00', '10:00', '11:00', '12:00'],
    });
    expect(
      joinInputOf(
        { preferredDates: ['2026-12-06', '2026-12-05'], startTime: '08:00', endTime: '10:00' },
        OLIVES_INVITATION,
      ),
    ).toEqual({ preferredDates: ['2026-12-05', '2026-12-06'], startTime: '08:00', endTime: '10:00' });
  });
});
