import { GROUP_MESSAGES, type GroupInvitation, pathTo } from '@teewatch/shared';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../components/button';
import { LoadingState } from '../../components/spinner';
import { useToast } from '../../components/toast';
import { useGroupInvitation } from '../../features/groups/api/get-group-invitation';
import { GroupInvitationSummary } from '../../features/groups/components/group-invitation-summary';
import { JoinGroupForm } from '../../features/groups/components/join-group-form';
import { errorMessage } from '../../lib/error-message';
import { useSessionUser } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { signInPath } from '../sign-in-path';

/**
 * /groups/join/{token}: an invitation to wait as a group (issue 38 item 5, decision 0210). Signed in, the
 * golfer sees the group and joins with their own dates and hours inside its own; signed out, they sign in
 * (or create an account) and come back here.
 */
export function GroupJoinPage() {
  usePageMeta(
    'Join a Group | Teewatch',
    'Wait for a tee time together: pick your own dates and hours inside your group’s, and get alerts for times that suit everyone.',
  );
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const { user, isPending } = useSessionUser();
  const invitation = useGroupInvitation(token, Boolean(user));

  if (isPending) return <LoadingState text="Loading your invitation..." />;
  if (!user) return <Navigate replace to={signInPath(pathname)} />;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      {invitation.isPending ? (
        <LoadingState text="Loading your invitation..." />
      ) : invitation.isError ? (
        <Notice title="This invitation cannot be used" tone="error">
          {/* The server's words: a link that is not valid or has expired, or a request that has ended. */}
          {errorMessage(invitation.error, 'Could not read this invitation. Please try again later.')}
        </Notice>
      ) : (
        <Invitation token={token} invitation={invitation.data} />
      )}
    </div>
  );
}

function Invitation({ token, invitation }: { token: string; invitation: GroupInvitation }) {
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {invitation.owner_name} invited you to wait for a tee time together
      </h1>
      <p className="mt-3 text-slate-700">
        Everyone in the group gets an alert only for a time inside all of your windows, with a spot for each
        of you. When one of you books, the watch ends for all.
      </p>
      <GroupInvitationSummary invitation={invitation} />
      {invitation.your_request_id !== null ? (
        <Notice title="You're already in this group">Your request for the group is on your dashboard.</Notice>
      ) : invitation.full ? (
        <Notice title="The group is full">{GROUP_MESSAGES.groupFull}</Notice>
      ) : (
        <JoinGroupForm
          token={token}
          invitation={invitation}
          onJoined={(request) => {
            toast.show({
              type: 'success',
              title: 'You joined the group',
              message: `Waitlist request #${request.id} watches with ${invitation.owner_name}'s group.`,
            });
            navigate(pathTo('dashboard'));
          }}
        />
      )}
    </section>
  );
}

/** A short message with the way on: to the dashboard, or home when the link led nowhere. */
function Notice({
  title,
  tone = 'info',
  children,
}: {
  title: string;
  tone?: 'info' | 'error';
  children: ReactNode;
}) {
  const isError = tone === 'error';
  return (
    <div
      role={isError ? 'alert' : undefined}
      className={`mt-6 rounded-xl border p-5 ${isError ? 'border-red-200 bg-red-50' : 'border-emerald-200 bg-emerald-50'}`}
    >
      {isError ? (
        <h1 className="text-lg font-semibold text-red-900">{title}</h1>
      ) : (
        <h2 className="text-lg font-semibold text-emerald-950">{title}</h2>
      )}
      <p className={`mt-1 ${isError ? 'text-red-900' : 'text-slate-800'}`}>{children}</p>
      <Link
        to={isError ? pathTo('home') : pathTo('dashboard')}
        className={`${buttonClass({ variant: 'outline', size: 'sm' })} mt-3`}
      >
        {isError ? 'Go to the home page' : 'Go to My Dashboard'}
      </Link>
    </div>
  );
}
