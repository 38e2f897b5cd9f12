import { DELIVERY_RULES_MESSAGES, HELD_TIME_MESSAGES } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import { QUIET_HOURS_BOTH_MESSAGE } from '../../lib/delivery-rules-draft';
import {
  endTimeOptions,
  fieldErrorsFrom,
  formatHourLabel,
  initialWaitlistValues,
  type RequestRulesChoice,
  toggleDate,
  validateWaitlistForm,
  WAITLIST_FORM_DEFAULTS,
  withStartTime,
} from './waitlist-form-rules';

describe('waitlist form defaults', () => {
  it("starts with no courses, no dates, 06:00–18:00, any party size, email and the account's alert rules", () => {
    expect(WAITLIST_FORM_DEFAULTS).toEqual({
      courseIds: [],
      preferredDates: [],
      startTime: '06:00',
      endTime: '18:00',
      numberOfPlayers: 0,
      contactPhone: '',
      contactEmail: '',
      alertChannels: undefined,
      deliveryRules: { own: false, draft: { quietStart: '', quietEnd: '', muteUntil: '', dailyCap: '' } },
      finishBeforeSunset: null,
      splitParty: null,
      held: null,
      weekly: null,
    });
  });

  it("checks a held time against the request's dates, as the server does (decision 0195)", () => {
    const values = {
      ...WAITLIST_FORM_DEFAULTS,
      courseIds: [2],
      preferredDates: ['2099-06-05'],
      contactEmail: 'golfer@example.com',
      held: { courseId: 2, date: '2099-06-06', time: '15:10', better: 'earlier' as const },
    };
    expect(validateWaitlistForm(values, 24)).toEqual({
      ok: false,
      errors: { held: HELD_TIME_MESSAGES.dateNotWatched },
    });
    const ok = validateWaitlistForm({ ...values, held: { ...values.held, date: '2099-06-05' } }, 24);
    expect(ok.ok && ok.input.held).toEqual({
      courseId: 2,
      date: '2099-06-05',
      time: '15:10',
      better: 'earlier',
    });
  });

  it('prefills the session email', () => {
    expect(initialWaitlistValues('golfer@example.com').contactEmail).toBe('golfer@example.com');
    expect(initialWaitlistValues().contactEmail).toBe('');
  });
});

describe('time rules', () => {
  it('offers only end hours after the start', () => {
    expect(endTimeOptions('06:00')).toHaveLength(15);
    expect(endTimeOptions('06:00')[0]).toBe('07:00');
    expect(endTimeOptions('20:00')).toEqual(['21:00']);
    expect(endTimeOptions('21:00')).toEqual([]);
  });

  it('moves the end to start + 1 when it is no longer after the start, at most 21:00', () => {
    const base = initialWaitlistValues();
    expect(withStartTime(base, '10:00')).toMatchObject({ startTime: '10:00', endTime: '18:00' });
    expect(withStartTime(base, '18:00')).toMatchObject({ startTime: '18:00', endTime: '19:00' });
    expect(withStartTime(base, '20:00')).toMatchObject({ startTime: '20:00', endTime: '21:00' });
    expect(withStartTime(base, '21:00')).toMatchObject({ startTime: '21:00', endTime: '21:00' });
  });

  it('labels hours on a 12-hour clock', () => {
    expect(formatHourLabel('06:00')).toBe('6:00 AM');
    expect(formatHourLabel('12:00')).toBe('12:00 PM');
    expect(formatHourLabel('21:00')).toBe('9:00 PM');
  });
});

describe('validateWaitlistForm', () => {
  /** The server's daily cap (ALERT_EMAILS_PER_RECIPIENT_PER_DAY's default). */
  const CAP = 24;
  const valid = {
    ...initialWaitlistValues('golfer@example.com'),
    courseIds: [1],
    preferredDates: ['2030-06-01'],
  };

  it('uses the spec messages', () => {
    const result = validateWaitlistForm({ ...initialWaitlistValues(), contactEmail: '' }, CAP);
    expect(result).toEqual({
      ok: false,
      errors: {
        courseIds: 'Please select at least one golf course',
        preferredDates: 'Please select at least one preferred date',
        contactEmail: 'Email address is required',
      },
    });
    expect(validateWaitlistForm({ ...valid, contactEmail: 'nope' }, CAP)).toEqual({
      ok: false,
      errors: { contactEmail: 'Please enter a valid email address' },
    });
    expect(validateWaitlistForm({ ...valid, startTime: '21:00', endTime: '21:00' }, CAP)).toEqual({
      ok: false,
      errors: { endTime: 'End time must be after start time' },
    });
  });

  it('passes a valid form with a blank phone as null', () => {
    const result = validateWaitlistForm(valid, CAP);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.input.contactPhone).toBeNull();
  });

  it("sends the account's rules as null, a request's own as rules, and names bad ones", () => {
    const own = (draft: Partial<RequestRulesChoice['draft']>) => ({
      ...valid,
      deliveryRules: { own: true, draft: { ...valid.deliveryRules.draft, ...draft } },
    });
    const accounts = validateWaitlistForm(valid, CAP);
    expect(accounts.ok && accounts.input.deliveryRules).toBeNull();
    const quiet = validateWaitlistForm(own({ quietStart: '22:00', quietEnd: '06:00', dailyCap: '3' }), CAP);
    expect(quiet.ok && quiet.input.deliveryRules).toEqual({
      quietHours: { start: '22:00', end: '06:00' },
      muteUntil: null,
      dailyCap: 3,
    });
    // Own rules chosen but left empty: its own "none", which the account's rules then do not override.
    expect(validateWaitlistForm(own({}), CAP)).toMatchObject({
      ok: true,
      input: { deliveryRules: { quietHours: null, muteUntil: null, dailyCap: null } },
    });
    expect(validateWaitlistForm(own({ dailyCap: '25' }), CAP)).toEqual({
      ok: false,
      errors: { deliveryRules: DELIVERY_RULES_MESSAGES.capAboveServer(24) },
    });
    // With another field's error, both are listed.
    expect(validateWaitlistForm({ ...own({ quietStart: '22:00' }), courseIds: [] }, CAP)).toEqual({
      ok: false,
      errors: {
        courseIds: 'Please select at least one golf course',
        deliveryRules: QUIET_HOURS_BOTH_MESSAGE,
      },
    });
  });
});

describe('helpers', () => {
  it('toggles dates and keeps them sorted', () => {
    expect(toggleDate(['2030-06-03'], '2030-06-01')).toEqual(['2030-06-01', '2030-06-03']);
    expect(toggleDate(['2030-06-01', '2030-06-03'], '2030-06-01')).toEqual(['2030-06-03']);
  });

  it('maps server validation errors to the first message per field', () => {
    expect(
      fieldErrorsFrom([
        { field: 'contactPhone', message: 'Please enter a valid phone number' },
        { field: 'preferredDates.0', message: 'Preferred dates cannot be in the past' },
        { field: 'contactPhone', message: 'second' },
        { field: 'unknown', message: 'ignored' },
      ]),
    ).toEqual({
      contactPhone: 'Please enter a valid phone number',
      preferredDates: 'Preferred dates cannot be in the past',
    });
  });
});
