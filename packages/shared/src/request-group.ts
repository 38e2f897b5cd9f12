import { z } from 'zod';
import { ISO_DATE_DOC } from './api-document-meta';
import { envelopeSchema } from './api-envelope';
import { MAX_NAME_CHARS } from './auth';
import { formatClockTime, formatDayLabel } from './clock-time';
import { PARTY_SIZES } from './constants';
import { IsoInstantSchema } from './iso-instant';
import {
  MAX_DATES_PER_REQUEST,
  MONITORING_REQUEST_MESSAGES,
  timeToHour,
  WaitlistTimeSchema,
} from './monitoring-request';
import { isIsoDate } from './vancouver-time';

// Wait as a group (issue 38 item 5, decision 0210): a golfer shares a request by a signed invitation link;
// each member joins with their own dates and hours inside the owner's; the group is alerted only for
// times inside everyone's windows with spots for the whole party.

/** The owner and at most three friends: a tee time holds four. */
export const MAX_GROUP_MEMBERS = Math.max(...PARTY_SIZES);

export const GROUP_MESSAGES = {
  invitationInvalid: 'This invitation link is not valid or has expired',
  partyTooSmall: 'Set the number of players to the size of your group before inviting friends',
  requestEnded: 'This waitlist request is no longer watching, so nobody can join it',
  groupFull: 'This group already has a player for every spot',
  alreadyMember: 'You are already in this group',
  datesOutsideGroup: "Pick only dates the group's request watches",
  hoursOutsideGroup: "Keep your hours inside the group's hours",
  groupFixed: "A group member's golf courses and number of players follow the group's request",
  notAMember: 'This waitlist request is not part of a group',
  // A group shares one set of dates; a weekly rule's dates roll forward on their own (decision 0350).
  weeklyNotShared:
    'A weekly watch cannot be shared with a group. Invite friends from a request for set dates',
} as const;

export const GROUP_ROLES = ['owner', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** One member as the others see them: a display name only, never an address or their other requests. */
export const GroupMemberSchema = z.object({
  name: z.string().max(MAX_NAME_CHARS),
  role: z.enum(GROUP_ROLES),
  /** This member is the reader. */
  you: z.boolean(),
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;

/** Who of the group booked what, once one member's "I booked it" ended the watch for all. */
export const GroupBookedNoteSchema = z.object({
  by: z.string().max(MAX_NAME_CHARS),
  date: z.string().max(10),
  /** HH:MM and the course, when the booking named a tee time; null when it named only the date. */
  time: z.string().max(5).nullable(),
  courseName: z.string().max(200).nullable(),
});
export type GroupBookedNote = z.infer<typeof GroupBookedNoteSchema>;

/**
 * "Max booked 10:30 AM on Sat, Nov 28 at Fraserview for the group", leaving out what the booking did not
 * name (the server never guesses it): "Max booked a tee time on Sat, Nov 28 for the group". The other
 * members' email and the dashboard say it alike.
 */
export function groupBookedWords(note: GroupBookedNote): string {
  const time = note.time ? formatClockTime(note.time) : 'a tee time';
  const day = note.date ? ` on ${formatDayLabel(note.date)}` : '';
  const course = note.courseName ? ` at ${note.courseName}` : '';
  return `${note.by} booked ${time}${day}${course} for the group`;
}

/** A request's group as its owner or a member sees it (the listing's `group`; null when not in one). */
export const RequestGroupSchema = z.object({
  role: z.enum(GROUP_ROLES),
  members: z.array(GroupMemberSchema).max(MAX_GROUP_MEMBERS),
  booked: GroupBookedNoteSchema.nullable(),
});
export type RequestGroup = z.infer<typeof RequestGroupSchema>;

export const GroupInvitationResultSchema = envelopeSchema(
  z.object({ url: z.string().max(2000), expires_at: IsoInstantSchema }),
);

export const GroupInvitationTokenParamSchema = z.object({ token: z.string().min(1).max(200) });

/** What the invitation page shows before joining: the group's request, its members' names, and whether the reader is in. */
export const GroupInvitationSchema = z.object({
  owner_name: z.string().max(MAX_NAME_CHARS),
  courses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  preferred_dates: z.array(z.string()),
  start_time: z.string(),
  end_time: z.string(),
  number_of_players: z.number().int(),
  members: z.array(GroupMemberSchema).max(MAX_GROUP_MEMBERS),
  /** The reader's own request in this group, when they are in it (the owner's included). */
  your_request_id: z.number().int().nullable(),
  full: z.boolean(),
});
export type GroupInvitation = z.infer<typeof GroupInvitationSchema>;
export const GroupInvitationResultEnvelopeSchema = envelopeSchema(GroupInvitationSchema);

/** Joining: the member's own dates and hours, inside the group's; left out = the group's. */
export const GroupJoinInputSchema = z
  .object({
    preferredDates: z
      .array(
        z
          .string({ error: MONITORING_REQUEST_MESSAGES.invalidDate })
          .max(10, MONITORING_REQUEST_MESSAGES.invalidDate)
          .refine(isIsoDate, MONITORING_REQUEST_MESSAGES.invalidDate)
          .meta(ISO_DATE_DOC),
      )
      .min(1, MONITORING_REQUEST_MESSAGES.noDate)
      .max(MAX_DATES_PER_REQUEST, MONITORING_REQUEST_MESSAGES.tooManyDates)
      .optional(),
    startTime: WaitlistTimeSchema.optional(),
    endTime: WaitlistTimeSchema.optional(),
  })
  .refine(
    (input) => !input.startTime || !input.endTime || timeToHour(input.endTime) > timeToHour(input.startTime),
    { error: MONITORING_REQUEST_MESSAGES.endBeforeStart, path: ['endTime'] },
  );
export type GroupJoinInput = z.infer<typeof GroupJoinInputSchema>;

/**
 * A member's window must stay inside the owner's: every date one of the owner's, hours within the owner's
 * hours. The field names are the join payload's; the server and the join form both check with this.
 */
export function checkGroupWindow(
  window: { preferredDates: readonly string[]; startHour: number; endHour: number },
  group: { preferredDates: readonly string[]; startHour: number; endHour: number },
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (window.preferredDates.some((date) => !group.preferredDates.includes(date)))
    problems.push({ field: 'preferredDates', message: GROUP_MESSAGES.datesOutsideGroup });
  if (window.startHour < group.startHour)
    problems.push({ field: 'startTime', message: GROUP_MESSAGES.hoursOutsideGroup });
  if (window.endHour > group.endHour)
    problems.push({ field: 'endTime', message: GROUP_MESSAGES.hoursOutsideGroup });
  return problems;
}
