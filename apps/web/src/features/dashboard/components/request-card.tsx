import {
  channelsOfRequest,
  type DeliveryChannel,
  type MonitoringRequest,
  pathTo,
  type RequestDisplayStatus,
} from '@teewatch/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ResendButton } from '../../../components/resend-button';
import { Spinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { UnconfirmedEmailNote } from '../../../components/unconfirmed-email-note';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/vancouver-dates';
import { useDeleteMonitoringRequest } from '../api/delete-monitoring-request';
import { useSetMonitoringRequestActive } from '../api/set-monitoring-request-active';
import { requestDisplayStatus, STATUS_LABELS } from '../dashboard-rules';
import { canInviteFriends } from '../group-rules';
import { AlertHistory } from './alert-history';
import { BookedDialog } from './booked-dialog';
import { GroupSection } from './group-section';
import { InviteFriendsButton } from './invite-friends';
import { RequestDetails } from './request-details';
import { WeeklyBookedDialog } from './weekly-booked-dialog';

const BADGE: Record<RequestDisplayStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  paused: 'bg-sky-100 text-sky-900',
  expired: 'bg-slate-200 text-slate-800',
};

/** The server's message only when it sent one; otherwise the spec's wording. */
function toggleFailureMessage(error: unknown, verb: 'deactivate' | 'reactivate' | 'delete'): string {
  return errorMessage(error, `An error occurred while trying to ${verb} the waitlist request.`, {
    serverOnly: true,
  });
}

/** Pausing, reactivating and deleting one request, each saying how it went in a toast. */
function useRequestActions(requestId: number) {
  const toast = useToast();
  const toggle = useSetMonitoringRequestActive();
  const remove = useDeleteMonitoringRequest();

  function setActive(isActive: boolean) {
    const verb = isActive ? 'reactivate' : 'deactivate';
    toggle.mutate(
      { id: requestId, isActive },
      {
        onSuccess: () =>
          toast.show({
            type: 'success',
            title: `Waitlist ${verb}d successfully`,
            message: `Your waitlist request has been ${verb}d.`,
          }),
        onError: (error) =>
          toast.show({
            type: 'error',
            title: `Failed to ${verb} request`,
            message: toggleFailureMessage(error, verb),
          }),
      },
    );
  }

  function deleteRequest() {
    remove.mutate(requestId, {
      onSuccess: () =>
        toast.show({
          type: 'success',
          title: 'Waitlist deleted successfully',
          message: 'Your waitlist request and its alert history have been deleted.',
        }),
      onError: (error) =>
        toast.show({
          type: 'error',
          title: 'Failed to delete request',
          message: toggleFailureMessage(error, 'delete'),
        }),
    });
  }

  return { toggle, remove, setActive, deleteRequest };
}

/** The request's number, when it was created, and its status badge. */
function CardHeading({
  request,
  status,
  titleId,
}: {
  request: MonitoringRequest;
  status: RequestDisplayStatus;
  titleId: string;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Waitlist Request #{request.id}
        </h2>
        <p className="text-sm text-slate-600">Created {formatDate(request.created_at)}</p>
      </div>
      <span className={`rounded-full px-3 py-1 text-sm font-medium ${BADGE[status]}`}>
        {STATUS_LABELS[status]}
      </span>
    </div>
  );
}

/** The note that the request's contact email is unconfirmed, with a button to resend the email. */
function ContactEmailNote({ request }: { request: MonitoringRequest }) {
  return (
    <div className="mt-4">
      <UnconfirmedEmailNote email={request.contact_email}>
        <div className="mt-2">
          <ResendButton
            path={`/api/users/me/monitoring-requests/${request.id}/contact-email-confirmation`}
            label={`Resend the confirmation email for waitlist request #${request.id}`}
          />
        </div>
      </UnconfirmedEmailNote>
    </div>
  );
}

/** The Show / Hide alert history button and, while open, the history itself. */
function AlertHistoryToggle({ requestId, channels }: { requestId: number; channels: DeliveryChannel[] }) {
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const historyId = `request-${requestId}-history`;
  return (
    <>
      <button
        type="button"
        aria-expanded={isHistoryOpen}
        aria-controls={isHistoryOpen ? historyId : undefined}
        onClick={() => setIsHistoryOpen((open) => !open)}
        className="mt-4 text-sm font-medium text-emerald-800 underline hover:text-emerald-950 focus-ring"
      >
        {isHistoryOpen ? 'Hide alert history' : 'Show alert history'}
      </button>
      {isHistoryOpen ? <AlertHistory requestId={requestId} id={historyId} channels={channels} /> : null}
    </>
  );
}

export function RequestCard({ request, now }: { request: MonitoringRequest; now: Date }) {
  const { toggle, remove, setActive, deleteRequest } = useRequestActions(request.id);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [isBookedOpen, setIsBookedOpen] = useState(false);
  const status = requestDisplayStatus(request, now);
  const titleId = `request-${request.id}-title`;

  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <CardHeading request={request} status={status} titleId={titleId} />
      <div className="mt-3 flex flex-wrap gap-2">
        {status === 'expired' ? null : (
          <Button
            variant={request.is_active ? 'warningOutline' : 'outline'}
            size="sm"
            disabled={toggle.isPending}
            onClick={() => (request.is_active ? setIsConfirmOpen(true) : setActive(true))}
            aria-label={`${request.is_active ? 'Pause' : 'Reactivate'} waitlist request #${request.id}`}
          >
            {toggle.isPending ? <Spinner className="h-4 w-4" /> : null}
            {request.is_active ? 'Pause' : 'Reactivate'}
          </Button>
        )}
        {status === 'active' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setIsBookedOpen(true)}
            aria-label={`I booked it: waitlist request #${request.id}`}
          >
            I booked it
          </Button>
        ) : null}
        {canInviteFriends(request, status) ? <InviteFriendsButton requestId={request.id} /> : null}
        <Link
          to={pathTo('editRequest', { id: request.id })}
          aria-label={`Edit waitlist request #${request.id}`}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          Edit
        </Link>
        <Button
          variant="dangerOutline"
          size="sm"
          disabled={remove.isPending}
          onClick={() => setIsDeleteOpen(true)}
          aria-label={`Delete waitlist request #${request.id}`}
        >
          {remove.isPending ? <Spinner className="h-4 w-4" /> : null}
          Delete
        </Button>
      </div>
      <RequestDetails request={request} now={now} status={status} />
      {request.group ? <GroupSection request={request} group={request.group} /> : null}
      {request.contact_email_confirmed === false && status !== 'expired' ? (
        <ContactEmailNote request={request} />
      ) : null}
      <AlertHistoryToggle requestId={request.id} channels={channelsOfRequest(request)} />
      {isBookedOpen && request.weekly ? (
        <WeeklyBookedDialog
          request={request}
          weekly={request.weekly}
          open={isBookedOpen}
          onClose={() => setIsBookedOpen(false)}
        />
      ) : isBookedOpen ? (
        <BookedDialog request={request} open={isBookedOpen} onClose={() => setIsBookedOpen(false)} />
      ) : null}
      <ConfirmDialog
        open={isConfirmOpen}
        title="Pause Waitlist"
        message="Are you sure you want to deactivate this waitlist request?"
        confirmLabel="Pause"
        tone="warning"
        onCancel={() => setIsConfirmOpen(false)}
        onConfirm={() => {
          setIsConfirmOpen(false);
          setActive(false);
        }}
      />
      <ConfirmDialog
        open={isDeleteOpen}
        title="Delete Waitlist"
        message={`Delete waitlist request #${request.id} and its alert history? This cannot be undone.`}
        confirmLabel="Delete"
        tone="warning"
        onCancel={() => setIsDeleteOpen(false)}
        onConfirm={() => {
          setIsDeleteOpen(false);
          deleteRequest();
        }}
      />
    </article>
  );
}
