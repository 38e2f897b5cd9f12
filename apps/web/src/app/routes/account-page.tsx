import { pathTo } from '@teewatch/shared';
import { Navigate } from 'react-router';
import { LoadingState } from '../../components/spinner';
import { DataSection } from '../../features/account/components/data-section';
import { DeleteAccountSection } from '../../features/account/components/delete-account-section';
import { DeliveryRulesSection } from '../../features/account/components/delivery-rules-section';
import { EmailStopsSection } from '../../features/account/components/email-stops-section';
import { ForecastInAlertsSection } from '../../features/account/components/forecast-in-alerts-section';
import { PasswordSection } from '../../features/account/components/password-section';
import { PhoneSection } from '../../features/account/components/phone-section';
import { ProfileSection } from '../../features/account/components/profile-section';
import { PushSection } from '../../features/account/components/push-section';
import { TestAlertsSection } from '../../features/account/components/test-alerts-section';
import { useAppInfo } from '../../lib/app-info';
import { useSessionUser } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';

/** The golfer's own account (issue 26): name, password, other sessions, push alerts and alert rules (issue 28), text alerts (issue 36), their data, deletion. */
export function AccountPage() {
  usePageMeta(
    'Account | Teewatch',
    'Change your name or password, turn on push or text alerts, set when alerts reach you, download your data or delete your account.',
  );
  const { user, isPending } = useSessionUser();
  // A server with PUSH_ENABLED=false sends no pushes, so none is offered.
  const pushEnabled = useAppInfo().data?.pushEnabled !== false;
  if (isPending) return <LoadingState text="Loading your account..." />;
  if (!user) return <Navigate to={pathTo('waitlist')} replace />;
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Account</h1>
      {/* Keyed by user: a name saved elsewhere, or another account, starts the forms afresh. */}
      <ProfileSection key={user.id} user={user} />
      <PasswordSection />
      {pushEnabled && <PushSection />}
      <PhoneSection />
      <TestAlertsSection email={user.email} />
      <DeliveryRulesSection />
      <ForecastInAlertsSection />
      <EmailStopsSection />
      <DataSection />
      <DeleteAccountSection user={user} />
    </div>
  );
}
