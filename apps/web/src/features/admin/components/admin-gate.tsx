import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingState } from '../../../components/spinner';
import { signOut } from '../../../lib/auth-client';
import { errorMessage } from '../../../lib/error-message';
import type { SessionUser } from '../../../lib/session';
import { adminKeys } from '../api/admin-keys';
import { useAdminAccess } from '../api/get-access';
import { AdminConsole } from './admin-console';
import { SecondFactorSetup, SetupCard } from './second-factor-setup';

/**
 * An administrator's way in (decision 0246): the server says whether this session may open the console;
 * if the second factor it needs is missing, enrolment, or (enrolled, but this session began without a
 * code: Google, an emailed link) a new sign-in with the code. The server refuses every admin call anyway.
 */
export function AdminGate({ user }: { user: SessionUser }) {
  const access = useAdminAccess(user.id);
  const queryClient = useQueryClient();
  if (access.isPending) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-slate-100">
        <LoadingState text="Loading..." />
      </main>
    );
  }
  if (access.isError) {
    return (
      <SetupCard title="Admin console">
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(access.error, 'The console could not be opened.')}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => void access.refetch()}>
          Try again
        </Button>
      </SetupCard>
    );
  }
  if (access.data.consoleOpen) return <AdminConsole user={user} />;
  const reread = () => void queryClient.invalidateQueries({ queryKey: adminKeys.access() });
  return access.data.secondFactor.enabled ? <SignInWithCode /> : <SecondFactorSetup onEnrolled={reread} />;
}

/** Enrolled, but this session did not start with a code: signing in again asks for one. */
function SignInWithCode() {
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  async function signInAgain() {
    setIsBusy(true);
    try {
      await signOut();
    } finally {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      setIsBusy(false);
    }
  }
  return (
    <SetupCard title="Sign in with your code">
      <p className="text-sm text-slate-700">
        This session began without a code from your authenticator app, so the admin console stays closed. Sign
        out, then sign in with your password and the code.
      </p>
      <Button className="mt-5 w-full" size="lg" onClick={signInAgain} disabled={isBusy}>
        Sign out and sign in again
      </Button>
    </SetupCard>
  );
}
