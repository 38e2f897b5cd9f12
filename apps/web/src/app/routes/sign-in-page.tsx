import { pathTo } from '@teewatch/shared';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingState } from '../../components/spinner';
import { AuthPageCard } from '../../features/auth/components/auth-page-card';
import { SignInForm } from '../../features/auth/components/sign-in-dialog';
import { refreshSession, useSessionUser } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { returnPathOf, sessionEndedIn } from '../sign-in-path';

const noop = () => undefined;

/**
 * /sign-in?returnTo=/path: where a page whose session ended sends the golfer (a 401 its error boundary
 * caught, decision 0188). The sign-in dialog's form on a page; once signed in (here, or already, or back
 * from Google, which returns to this address) it goes on to `returnTo`.
 */
export function SignInPage() {
  usePageMeta('Sign In · Teewatch', 'Sign in to Teewatch to manage your tee time waitlists.');
  const [params] = useSearchParams();
  const returnTo = returnPathOf(params.get('returnTo'));
  const { user, isPending } = useSessionUser();
  // A 401 sent the golfer here because the session store still thought them signed in: read it again
  // before trusting it, or this page would send them straight back.
  const [isRead, setIsRead] = useState(false);
  useEffect(() => {
    void refreshSession().then(() => setIsRead(true));
  }, []);
  if (isPending || !isRead) return <LoadingState text="Loading..." />;
  if (user) return <Navigate replace to={returnTo} />;
  return (
    <AuthPageCard title="Sign In" intro={introFor(returnTo, sessionEndedIn(params))}>
      <SignInForm onDone={noop} redirectAfterLogin={false} returnTo={returnTo} />
    </AuthPageCard>
  );
}

/**
 * A friend's invitation link sends them here before they have a session at all (decision 0210); a page
 * whose session ended says so in the address; anyone else is greeted as a first visit.
 */
function introFor(returnTo: string, sessionEnded: boolean): string {
  if (returnTo.startsWith(pathTo('groupJoin', { token: '' })))
    return 'Sign in, or create an account, to join the group you were invited to.';
  return sessionEnded
    ? 'Your session has ended. Sign in to carry on where you were.'
    : 'Sign in, or create an account, to manage your tee time waitlists.';
}
