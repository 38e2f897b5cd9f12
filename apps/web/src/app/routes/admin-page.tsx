import { DemoBanner } from '../../components/demo-banner';
import { LoadingState } from '../../components/spinner';
import { AdminGate } from '../../features/admin/components/admin-gate';
import { AdminLogin } from '../../features/admin/components/admin-login';
import { useSessionUser } from '../../lib/session';

/**
 * The admin gate (admin-console §2): 'Loading...' while the session loads, then the console (through
 * its second factor, decision 0246) or sign-in.
 */
export function AdminPage() {
  const { user, isPending } = useSessionUser();
  if (isPending) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-slate-100">
        <LoadingState text="Loading..." />
      </main>
    );
  }
  return (
    <>
      {user?.role === 'admin' ? <AdminGate user={user} /> : <AdminLogin signedInUser={user} />}
      <DemoBanner />
    </>
  );
}
