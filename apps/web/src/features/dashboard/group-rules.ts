import type { MonitoringRequest, RequestDisplayStatus } from '@teewatch/shared';

// Wait as a group on the dashboard (issue 38 item 5, decision 0210): who may invite (the booked note's words are the shared groupBookedWords).

/**
 * "Invite friends" is offered on a watching request that names a party of two or more (the group's size,
 * which the server insists on) and that the reader owns: not shared yet, or shared by them. A member's
 * invitation would go to the owner's request, which is the owner's to hand out. Never on a weekly rule,
 * whose dates roll on their own while a group shares one set (the server refuses it too).
 */
export function canInviteFriends(request: MonitoringRequest, status: RequestDisplayStatus): boolean {
  const group = request.group ?? null;
  return (
    status === 'active' &&
    !request.weekly &&
    request.number_of_players >= 2 &&
    (group === null || (group.role === 'owner' && group.booked === null))
  );
}
