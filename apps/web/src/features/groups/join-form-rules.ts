import {
  checkGroupWindow,
  type GroupInvitation,
  type GroupJoinInput,
  GroupJoinInputSchema,
  hourToTime,
  timeToHour,
  toValidationErrors,
  type ValidationError,
} from '@teewatch/shared';

// Joining a group (issue 38 item 5, decision 0210): the member's own dates and hours, which start as the
// group's and may only narrow. The server checks the same with the same shared rules.

export type JoinFormValues = { preferredDates: string[]; startTime: string; endTime: string };
export type JoinField = keyof JoinFormValues;

/** Every date the group watches and its whole hours: joining as they are is one click. */
export function joinDefaults(invitation: GroupInvitation): JoinFormValues {
  return {
    preferredDates: [...invitation.preferred_dates],
    startTime: invitation.start_time,
    endTime: invitation.end_time,
  };
}

/** The hours a member may pick: starts from the group's first hour, ends up to its last. */
export function joinHourOptions(invitation: GroupInvitation): { starts: string[]; ends: string[] } {
  const first = timeToHour(invitation.start_time);
  const last = timeToHour(invitation.end_time);
  const hours = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => hourToTime(from + index));
  return { starts: hours(first, last - 1), ends: hours(first + 1, last) };
}

/** The payload, dates in the group's order whatever order they were ticked in. */
export function joinInputOf(values: JoinFormValues, invitation: GroupInvitation): GroupJoinInput {
  return {
    preferredDates: invitation.preferred_dates.filter((date) => values.preferredDates.includes(date)),
    startTime: values.startTime,
    endTime: values.endTime,
  };
}

/** The problems with a window, one per field, worded as the server would word them; none when it may be sent. */
export function joinProblems(values: JoinFormValues, invitation: GroupInvitation): ValidationError[] {
  const parsed = GroupJoinInputSchema.safeParse(values);
  const problems = parsed.success ? [] : toValidationErrors(parsed.error.issues, { topLevel: true });
  const outside = checkGroupWindow(
    {
      preferredDates: values.preferredDates,
      startHour: timeToHour(values.startTime),
      endHour: timeToHour(values.endTime),
    },
    {
      preferredDates: invitation.preferred_dates,
      startHour: timeToHour(invitation.start_time),
      endHour: timeToHour(invitation.end_time),
    },
  );
  const all = [...problems, ...outside];
  return all.filter((problem, index) => all.findIndex((other) => other.field === problem.field) === index);
}
