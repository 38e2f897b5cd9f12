import { describe, expect, it } from 'vitest';
import { ALERT_CHANNELS_MESSAGES, requestedChannels } from './alert-channels';
import {
  checkMonitoringRequestInput,
  MonitoringRequestInputSchema,
  monitoringEndsAt,
  WAITLIST_TIME_OPTIONS,
} from './monitoring-request';
import { adminRequestStatus, requestDisplayStatus } from './request-status';

const valid = {
  courseIds: [1, 2],
  preferredDates: ['2030-06-01'],
  startTime: '06:00',
  endTime: '18:00',
  numberOfPlayers: 0,
  contactEmail: 'golfer@example.com',
  notificationMethod: 'email',
};

/** field → messages, from a failed parse. */
function problems(payload: unknown): Record<string, string[]> {
  const result = MonitoringRequestInputSchema.safeParse(payload);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'request');
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

describe('MonitoringRequestInputSchema', () => {
  it('accepts the form defaults with one course and one date', () => {
    const parsed = MonitoringRequestInputSchema.parse({ ...valid, notificationMethod: undefined });
    // Left out, the older field means email (its old default): requestedChannels reads it so.
    expect(parsed.notificationMethod).toBeUndefined();
    expect(requestedChannels(parsed, 'email')).toEqual(['email']);
  });

  it('offers 16 hour options from 06:00 to 21:00', () => {
    expect(WAITLIST_TIME_OPTIONS).toHaveLength(16);
    expect(WAITLIST_TIME_OPTIONS[0]).toBe('06:00');
    expect(WAITLIST_TIME_OPTIONS.at(-1)).toBe('21:00');
  });

  it('uses the spec messages for courses, dates and email', () => {
    expect(problems({ ...valid, courseIds: [] }).courseIds).toEqual([
      'Please select at least one golf course',
    ]);
    expect(problems({ ...valid, courseIds: undefined }).courseIds).toEqual([
      'Please select at least one golf course',
    ]);
    expect(problems({ ...valid, preferredDates: [] }).preferredDates).toEqual([
      'Please select at least one preferred date',
    ]);
    expect(problems({ ...valid, contactEmail: '' }).contactEmail).toEqual(['Email address is required']);
    expect(problems({ ...valid, contactEmail: '   ' }).contactEmail).toEqual(['Email address is required']);
    expect(problems({ ...valid, contactEmail: undefined }).contactEmail).toEqual([
      'Email address is required',
    ]);
    expect(problems({ ...valid, contactEmail: 'golfer@' }).contactEmail).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('requires the end hour after the start hour, reported on endTime', () => {
    expect(problems({ ...valid, startTime: '10:00', endTime: '10:00' })).toEqual({
      endTime: ['End time must be after start time'],
    });
    expect(problems({ ...valid, startTime: '12:00', endTime: '09:00' }).endTime).toEqual([
      'End time must be after start time',
    ]);
  });

  it('reports the time range together with other fields', () => {
    const byField = problems({ ...valid, courseIds: [], startTime: '12:00', endTime: '09:00' });
    expect(Object.keys(byField).sort()).toEqual(['courseIds', 'endTime']);
    for (const contactEmail of ['', undefined]) {
      const withEmail = problems({ ...valid, contactEmail, startTime: '12:00', endTime: '09:00' });
      expect(withEmail).toEqual({
        contactEmail: ['Email address is required'],
        endTime: ['End time must be after start time'],
      });
    }
  });

  it('rejects hours off the hour or outside 06:00–21:00', () => {
    for (const time of ['05:00', '22:00', '07:30', '7:00', 7]) {
      expect(problems({ ...valid, startTime: time }).startTime).toHaveLength(1);
    }
  });

  it('accepts party sizes 0, 1, 2, 3 and 4 only', () => {
    for (const size of [0, 1, 2, 3, 4]) expect(problems({ ...valid, numberOfPlayers: size })).toEqual({});
    for (const size of [5, -1, '2', null]) {
      expect(problems({ ...valid, numberOfPlayers: size }).numberOfPlayers).toEqual([
        'Please choose 1, 2, 3, 4 or Any players',
      ]);
    }
  });

  it('takes one to three channels of email, push and sms, and refuses an empty or unknown one', () => {
    expect(problems({ ...valid, alertChannels: ['sms', 'email'] }).alertChannels).toBeUndefined();
    expect(problems({ ...valid, alertChannels: [] }).alertChannels).toEqual([
      ALERT_CHANNELS_MESSAGES.noChannel,
    ]);
    expect(problems({ ...valid, alertChannels: ['fax'] }).alertChannels).toEqual([
      ALERT_CHANNELS_MESSAGES.invalidChannel,
    ]);
    expect(problems({ ...valid, alertChannels: 'email' }).alertChannels).toContain(
      ALERT_CHANNELS_MESSAGES.noChannel,
    );
    expect(
      problems({ ...valid, alertChannels: ['email', 'push', 'sms', 'email'] }).alertChannels,
    ).toHaveLength(1);
  });

  it('rejects non-dates and methods other than email, sms and both', () => {
    expect(problems({ ...valid, preferredDates: ['2030-02-30'] }).preferredDates).toHaveLength(1);
    expect(problems({ ...valid, preferredDates: ['tomorrow'] }).preferredDates).toHaveLength(1);
    expect(problems({ ...valid, notificationMethod: 'fax' }).notificationMethod).toEqual([
      "Notifications go by 'email', 'sms' or 'both'",
    ]);
    for (const method of ['email', 'sms', 'both'])
      expect(problems({ ...valid, notificationMethod: method }).notificationMethod).toBeUndefined();
  });

  it('rejects course ids that are not positive database integers, and oversized lists', () => {
    for (const id of [0, -1, 1.5, 3_000_000_000, '1']) {
      expect(problems({ ...valid, courseIds: [id] }).courseIds).toEqual([
        'Please select golf courses from the list',
      ]);
    }
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    expect(problems({ ...valid, courseIds: many }).courseIds).toEqual([
      'Please select at most 100 golf courses',
    ]);
    const dates = Array.from({ length: 32 }, () => '2030-06-01');
    expect(problems({ ...valid, preferredDates: dates }).preferredDates).toEqual([
      'Please select at most 31 dates',
    ]);
  });

  it('has no client rule on the phone', () => {
    expect(problems({ ...valid, contactPhone: 'call me maybe' })).toEqual({});
    expect(problems({ ...valid, contactPhone: null })).toEqual({});
  });
});

describe('checkMonitoringRequestInput', () => {
  const today = '2030-06-01';

  it('accepts today through today + 30 days', () => {
    expect(checkMonitoringRequestInput({ input: { preferredDates: [today, '2030-07-01'] }, today })).toEqual(
      [],
    );
  });

  it('rejects past dates and dates beyond the booking window', () => {
    expect(checkMonitoringRequestInput({ input: { preferredDates: ['2030-05-31'] }, today })).toEqual([
      { field: 'preferredDates', message: 'Preferred dates cannot be in the past' },
    ]);
    expect(checkMonitoringRequestInput({ input: { preferredDates: ['2030-07-02'] }, today })).toEqual([
      { field: 'preferredDates', message: 'Preferred dates must be within the next 30 days' },
    ]);
  });

  it('checks the phone only when one is given', () => {
    const dates = { preferredDates: [today] };
    expect(checkMonitoringRequestInput({ input: { ...dates, contactPhone: '' }, today })).toEqual([]);
    expect(
      checkMonitoringRequestInput({ input: { ...dates, contactPhone: '+1 (604) 555-0100' }, today }),
    ).toEqual([]);
    expect(checkMonitoringRequestInput({ input: { ...dates, contactPhone: 'call me' }, today })).toEqual([
      { field: 'contactPhone', message: 'Please enter a valid phone number' },
    ]);
  });
});

describe('request status', () => {
  const now = new Date('2030-06-15T12:00:00Z');
  const future = '2030-06-20T00:00:00.000Z';
  const past = '2030-06-10T00:00:00.000Z';
  const exactlyNow = now.toISOString();

  it('shows golfers expired, paused or active', () => {
    expect(requestDisplayStatus({ is_active: false, expires_at: future }, now)).toBe('paused');
    expect(requestDisplayStatus({ is_active: false, expires_at: past }, now)).toBe('expired');
    expect(requestDisplayStatus({ is_active: true, expires_at: past }, now)).toBe('expired');
    expect(requestDisplayStatus({ is_active: true, expires_at: future }, now)).toBe('active');
    // "past expires_at" is strict: at the instant itself it is still active.
    expect(requestDisplayStatus({ is_active: true, expires_at: exactlyNow }, now)).toBe('active');
  });

  it('shows admins Expired first, then Active or Inactive', () => {
    expect(adminRequestStatus({ is_active: true, expires_at: past }, now)).toBe('Expired');
    expect(adminRequestStatus({ is_active: false, expires_at: past }, now)).toBe('Expired');
    expect(adminRequestStatus({ is_active: true, expires_at: exactlyNow }, now)).toBe('Expired');
    expect(adminRequestStatus({ is_active: true, expires_at: future }, now)).toBe('Active');
    expect(adminRequestStatus({ is_active: false, expires_at: new Date(future) }, now)).toBe('Inactive');
  });
});

describe('monitoringEndsAt', () => {
  const createdAt = new Date('2026-11-20T16:00:00Z');
  // Read back on Vancouver's wall clock, so the test holds whatever offset the time-zone data gives.
  const inVancouver = (date: Date) => date.toLocaleString('sv-SE', { timeZone: 'America/Vancouver' });

  it('ends when the window closes on the last preferred date, in Vancouver time', () => {
    const ends = monitoringEndsAt({ createdAt, preferredDates: ['2026-11-25', '2026-11-22'], endHour: 10 });
    expect(inVancouver(ends)).toBe('2026-11-25 10:00:00');
  });

  it('never runs past 30 days after creation', () => {
    const ends = monitoringEndsAt({ createdAt, preferredDates: ['2026-12-20'], endHour: 21 });
    expect(ends.toISOString()).toBe('2026-12-20T16:00:00.000Z');
  });
});
