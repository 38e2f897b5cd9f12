import { buttonClass } from '../../../components/button';
import { ACCOUNT_EXPORT_URL } from '../api/delete-account';
import { AccountSection } from './account-section';

/** Download everything the account holds as one JSON file (the server sends it as an attachment). */
export function DataSection() {
  return (
    <AccountSection id="account-data" title="Your data">
      <p className="text-sm text-slate-700">
        One JSON file with your profile, your waitlist requests (courses, dates and settings) and the alerts
        we sent you, with their times.
      </p>
      <a href={ACCOUNT_EXPORT_URL} download className={buttonClass({ variant: 'outline' })}>
        Download My Data
      </a>
    </AccountSection>
  );
}
