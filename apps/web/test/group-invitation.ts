import type { GroupInvitation } from '@teewatch/shared';

/** An invitation to Olive's group at Fraserview, nobody joined yet: the join page's and its rules' tests start from it. */
export const OLIVES_INVITATION: GroupInvitation = {
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
