import { groupBookedWords, type MonitoringRequest, type RequestGroup } from '@teewatch/shared';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteMonitoringRequest } from '../api/delete-monitoring-request';

// A request card's group (issue 38 item 5, decision 0210): who waits together, by display name only, who
// booked for them once one did, and for a member the one-click way out.

/** The group a request waits with: its members, the booked note, and "Leave group" for a member. */
export function GroupSection({ request, group }: { request: MonitoringRequest; group: RequestGroup }) {
  const headingId = `request-${request.id}-group`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4"
    >
      <h3 id={headingId} className="font-semibold text-emerald-950">
        Waiting as a group
      </h3>
      <ul aria-label="Group members" className="mt-2 flex flex-wrap gap-2 text-sm">
        {group.members.map((member, index) => (
          <li
            // Members have no id on purpose and names may repeat; the order is the server's (owner first).
            key={index}
            className="rounded-full bg-white px-3 py-1 text-slate-900 ring-1 ring-emerald-200"
          >
            {member.name}
            {memberMarks(member) ? <span className="text-slate-600"> {memberMarks(member)}</span> : null}
          </li>
        ))}
      </ul>
      {group.booked ? (
        <p className="mt-3 text-sm text-slate-900">
          {groupBookedWords(group.booked)}: the watch has ended for everyone.
        </p>
      ) : group.members.length === 1 ? (
        <p className="mt-3 text-sm text-slate-700">Nobody has joined yet. Send your invitation link.</p>
      ) : null}
      {group.role === 'member' && !group.booked ? <LeaveGroupButton requestId={request.id} /> : null}
    </section>
  );
}

/** "(owner, you)", "(you)", "(owner)" or nothing. */
function memberMarks(member: RequestGroup['members'][number]): string {
  const marks = [member.role === 'owner' ? 'owner' : '', member.you ? 'you' : ''].filter(Boolean);
  return marks.length > 0 ? `(${marks.join(', ')})` : '';
}

/** One click, no confirmation (the issue asks for that): the member's own request goes, the others keep watching. */
function LeaveGroupButton({ requestId }: { requestId: number }) {
  const toast = useToast();
  const remove = useDeleteMonitoringRequest();

  function leave() {
    remove.mutate(requestId, {
      onSuccess: () =>
        toast.show({
          type: 'success',
          title: 'You left the group',
          message: 'Your waitlist request for the group has been deleted; the others keep watching.',
        }),
      onError: (error) =>
        toast.show({
          type: 'error',
          title: 'Failed to leave the group',
          message: errorMessage(error, 'An error occurred while trying to leave the group.', {
            serverOnly: true,
          }),
        }),
    });
  }

  return (
    <Button
      variant="dangerOutline"
      size="sm"
      className="mt-3"
      disabled={remove.isPending}
      onClick={leave}
      aria-label={`Leave group: waitlist request #${requestId}`}
    >
      {remove.isPending ? <Spinner className="h-4 w-4" /> : null}
      Leave group
    </Button>
  );
}
