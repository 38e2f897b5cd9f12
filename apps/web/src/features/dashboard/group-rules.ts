import {
  formatClockTime,
  formatDayLabel,
  type GroupBookedNote,
  type MonitoringRequest,
  type RequestDisplayStatus,
} from '@teewatch/shared';

// Wait as a group on the dashboard (issue 38 item 5, decision 0210): who may invite, and the booked note.

/**
 * "Invite friends" is offered on a watching request that names a party of two or more (the group's size,
 * which the server insists on) and that the reader owns: not shared yet, or shared by them. A member's
 * invitation would go to the owner's request, which is the owner's to hand out.
 */
export function canInviteFriends(request: MonitoringRequest, status: RequestDisplayStatus): boolean {
  const group = request.group ?? null;
  return (
    status === 'active' &&
    request.number_of_players >= 2 &&
    (group === null || (group.role === 'owner' && group.booked === null))
  );
}

/**
 * "Max booked 10:30 AM on Sat, Nov 28 at Fraserview for the group", leaving out the time and the course
 * when the booking did not name them (the server never guesses them): "Max booked a tee time on …".
 */
export function groupBookedText(booked: GroupBookedNote): string {
  const time = booked.time ? formatClockTime(booked.time) : 'a tee time';
  const course = booked.courseName ? ` at ${booked.courseName}` : '';
  return `${booked.by} booked ${time} on ${formatDayLabel(booked.date)}${course} for the group`;
}
