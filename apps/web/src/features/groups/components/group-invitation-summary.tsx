import { formatClockTime, formatDayLabel, type GroupInvitation } from '@teewatch/shared';
import { Detail } from '../../../components/detail';

/** What the group watches and who is in it: display names only (decision 0210). */
export function GroupInvitationSummary({ invitation }: { invitation: GroupInvitation }) {
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      <Detail term="Courses">{invitation.courses.map((course) => course.name).join(', ')}</Detail>
      <Detail term="Party">{`${invitation.number_of_players} players`}</Detail>
      <Detail term="The group's dates">{invitation.preferred_dates.map(formatDayLabel).join(', ')}</Detail>
      <Detail term="The group's hours">
        {`${formatClockTime(invitation.start_time)} – ${formatClockTime(invitation.end_time)}`}
      </Detail>
      <Detail term="In the group">
        {invitation.members
          .map((member) => (member.role === 'owner' ? `${member.name} (owner)` : member.name))
          .join(', ')}
      </Detail>
    </dl>
  );
}
