import {
  checkHeldTime,
  type DeliveryChannel,
  type DeliveryRules,
  type FinishBeforeSunsetInput,
  formatClockTime,
  type HeldTime,
  hourToTime,
  type MonitoringRequestInput,
  MonitoringRequestInputSchema,
  type PartySize,
  SPLIT_PARTY_SIZES,
  type SplitParty,
  timeToHour,
  toValidationErrors,
  type ValidationError,
  WAITLIST_DEFAULT_END_HOUR,
  WAITLIST_DEFAULT_START_HOUR,
  WAITLIST_LAST_HOUR,
  WAITLIST_TIME_OPTIONS,
  type WeeklyRuleInput,
} from '@teewatch/shared';
import {
  type DeliveryRulesDraft,
  type DeliveryRulesField,
  draftOfRules,
  rulesOfDraft,
} from '../../lib/delivery-rules-draft';

// The waitlist form's rules (golfer-side §4, §5), kept pure so they are tested without a browser.

/** A request's alert rules in its form: the account's, or its own (decision 0133). */
export type RequestRulesChoice = { own: boolean; draft: DeliveryRulesDraft };

export function requestRulesChoiceOf(override: DeliveryRules | null | undefined): RequestRulesChoice {
  return { own: Boolean(override), draft: draftOfRules(override) };
}

/** What the request's input carries: null for the account's rules, else its own, or the inputs' errors. */
export function requestRulesOf(
  choice: RequestRulesChoice,
  maxDailyCap: number,
):
  | { ok: true; deliveryRules: DeliveryRules | null }
  | { ok: false; errors: Partial<Record<DeliveryRulesField, string>> } {
  if (!choice.own) return { ok: true, deliveryRules: null };
  const checked = rulesOfDraft(choice.draft, maxDailyCap);
  return checked.ok ? { ok: true, deliveryRules: checked.rules } : checked;
}

export type WaitlistFormValues = {
  courseIds: number[];
  preferredDates: string[];
  startTime: string;
  endTime: string;
  numberOfPlayers: PartySize;
  contactPhone: string;
  contactEmail: string;
  /**
   * The channels alerts go by (decision 0260): email, push, text to the account's confirmed number;
   * undefined until chosen: then the default below, as the server picks it.
   */
  alertChannels: DeliveryChannel[] | undefined;
  /** The account's alert rules (the default) or the request's own. */
  deliveryRules: RequestRulesChoice;
  /** Finish before dark (issue 38): the holes (and the request's pace, kept on an edit), or null. */
  finishBeforeSunset: FinishBeforeSunsetInput | null;
  /** A tee time the golfer already holds (decision 0195): the request then alerts only for better. */
  held: HeldTime | null;
  /** Two nearby times for a party of 3 or 4 (issue 38 item 4), or null. */
  splitParty: SplitParty | null;
  /** "Repeat weekly" (decision 0350): the weekdays watched instead of dates, or null for dates. */
  weekly: WeeklyRuleInput | null;
};

export type WaitlistField = keyof WaitlistFormValues;
export type WaitlistFieldErrors = Partial<Record<WaitlistField, string>>;

export const WAITLIST_FORM_DEFAULTS: WaitlistFormValues = {
  courseIds: [],
  preferredDates: [],
  startTime: hourToTime(WAITLIST_DEFAULT_START_HOUR),
  endTime: hourToTime(WAITLIST_DEFAULT_END_HOUR),
  numberOfPlayers: 0,
  contactPhone: '',
  contactEmail: '',
  alertChannels: undefined,
  deliveryRules: requestRulesChoiceOf(null),
  finishBeforeSunset: null,
  held: null,
  splitParty: null,
  weekly: null,
};

/** Fresh defaults, with the email prefilled from the session when there is one. */
export function initialWaitlistValues(sessionEmail?: string): WaitlistFormValues {
  return { ...WAITLIST_FORM_DEFAULTS, contactEmail: sessionEmail ?? '' };
}

/** "06:00" → "6:00 AM", the one time format. */
export const formatHourLabel = formatClockTime;

/** End options hold only the hours after the start. */
export function endTimeOptions(startTime: string): string[] {
  return WAITLIST_TIME_OPTIONS.filter((time) => timeToHour(time) > timeToHour(startTime));
}

/**
 * A new start time; when the end is no longer after it, the end moves to start + 1 hour (at most
 * 21:00). Any time-range error is cleared by the caller.
 */
export function withStartTime(values: WaitlistFormValues, startTime: string): WaitlistFormValues {
  const start = timeToHour(startTime);
  if (timeToHour(values.endTime) > start) return { ...values, startTime };
  return { ...values, startTime, endTime: hourToTime(Math.min(start + 1, WAITLIST_LAST_HOUR)) };
}

/** Adds the date, or removes it if it is already chosen; the list stays sorted. */
export function toggleDate(dates: string[], date: string): string[] {
  return dates.includes(date) ? dates.filter((d) => d !== date) : [...dates, date].sort();
}

export function toggleCourse(courseIds: number[], courseId: number): number[] {
  return courseIds.includes(courseId) ? courseIds.filter((id) => id !== courseId) : [...courseIds, courseId];
}

const FIELDS = new Set<string>(Object.keys(WAITLIST_FORM_DEFAULTS));

/** Keeps the first message per known field. */
export function fieldErrorsFrom(errors: ValidationError[]): WaitlistFieldErrors {
  const byField: WaitlistFieldErrors = {};
  for (const { field, message } of errors) {
    const key = field.split('.')[0] ?? field;
    if (FIELDS.has(key) && !byField[key as WaitlistField]) byField[key as WaitlistField] = message;
  }
  return byField;
}

export type WaitlistValidation =
  | { ok: true; input: MonitoringRequestInput }
  | { ok: false; errors: WaitlistFieldErrors };

/**
 * The client rules are the shared schema's rules, so the form and the server never disagree; a request's
 * own alert rules are checked against `maxDailyCap`, the server's cap, and reported as one message here
 * (each input's own is `requestRulesOf`'s).
 */
export function validateWaitlistForm(values: WaitlistFormValues, maxDailyCap: number): WaitlistValidation {
  const rules = requestRulesOf(values.deliveryRules, maxDailyCap);
  const result = MonitoringRequestInputSchema.safeParse({
    ...values,
    // A weekly rule's dates are the server's (decision 0350): dates picked before are not sent.
    preferredDates: values.weekly ? [] : values.preferredDates,
    contactPhone: values.contactPhone.trim() === '' ? null : values.contactPhone,
    deliveryRules: rules.ok ? rules.deliveryRules : null,
    // Only a party of 3 or 4 splits: a choice left from another party size is not sent.
    splitParty: SPLIT_PARTY_SIZES.includes(values.numberOfPlayers) ? values.splitParty : null,
  });
  // The held time's rules that need the rest of the request (its dates and courses), as the server checks them.
  const heldProblems =
    result.success && result.data.held ? checkHeldTime({ ...result.data, held: result.data.held }) : [];
  if (result.success && rules.ok && heldProblems.length === 0) return { ok: true, input: result.data };
  const errors = result.success
    ? fieldErrorsFrom(heldProblems)
    : fieldErrorsFrom(toValidationErrors(result.error.issues, { topLevel: true }));
  if (!rules.ok) errors.deliveryRules = Object.values(rules.errors)[0];
  return { ok: false, errors };
}
