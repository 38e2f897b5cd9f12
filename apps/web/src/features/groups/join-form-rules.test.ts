import { GROUP_MESSAGES, type GroupInvitation, MONITORING_REQUEST_MESSAGES } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import { joinDefaults, joinHourOptions, joinInputOf, joinProblems } from './join-form-rules';

const INVITATION: GroupInvitation = {
  owner_name: 'Olive',
  courses: [{ id: 2, name: 'Fraserview Golf Course' }],
  preferred_dates: ['2026-12-05', '2026-12-06'],
  start_time: '07:00',
  end_time: '12:00',
  number_of_players: 2,
  members: [{ name: 'Olive', role: 'owner', you: false }],
  your_request_id: null,
  full: false,
};

describe('the join form rules', () => {
  it("start from the group's window, which passes as it is", () => {
    const values = joinDefaults(INVITATION);
    expect(values).toEqual({
      preferredDates: ['2026-12-05', '2026-12-06'],
      startTime: '07:00',
      endTime: '12:00',
    });
    expect(joinProblems(values, INVITATION)).toEqual([]);
  });

  it("refuse a window outside the group's, field by field, in the server's words", () => {
    expect(
      joinProblems({ preferredDates: ['2026-12-07'], startTime: '06:00', endTime: '13:00' }, INVITATION),
    ).toEqual([
      { field: 'preferredDates', message: GROUP_MESSAGES.datesOutsideGroup },
      { field: 'startTime', message: GROUP_MESSAGES.hoursOutsideGroup },
      { field: 'endTime', message: GROUP_MESSAGES.hoursOutsideGroup },
    ]);
  });

  it('refuse no date and an end before the start, one problem a field', () => {
    expect(joinProblems({ preferredDates: [], startTime: '11:00', endTime: '09:00' }, INVITATION)).toEqual([
      { field: 'preferredDates', message: MONITORING_REQUEST_MESSAGES.noDate },
      { field: 'endTime', message: MONITORING_REQUEST_MESSAGES.endBeforeStart },
    ]);
  });

  it("offer only the group's hours, and send dates in the group's order", () => {
    expect(joinHourOptions(INVITATION)).toEqual({
      starts: ['07:00', '08:00', '09:00', '10:00', '11:00'],
      ends: ['08:00', '09:00', '10:00', '11:00', '12:00'],
    });
    expect(
      joinInputOf(
        { preferredDates: ['2026-12-06', '2026-12-05'], startTime: '08:00', endTime: '10:00' },
        INVITATION,
      ),
    ).toEqual({ preferredDates: ['2026-12-05', '2026-12-06'], startTime: '08:00', endTime: '10:00' });
  });
});
