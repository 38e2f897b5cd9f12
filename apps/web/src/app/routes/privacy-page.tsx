import { CONSENT_VERSIONS, type PrivacyFacts, pathTo } from '@teewatch/shared';
import { Link } from 'react-router';
import { ContactLink, LegalPage, LegalSection } from '../../features/legal/legal-page';
import { useAppInfo } from '../../lib/app-info';
import { usePageMeta } from '../../lib/use-page-meta';

// /privacy (issue 48 item 5, decision 0254): what Teewatch stores, why, for how long, who else sees it,
// and how to get it or delete it. The sender, contact and retention figures come from the server's
// settings (/api/app-info), so the page says what the server does.

const link = 'font-medium text-emerald-800 underline';

function days(count: number | undefined, unit: 'day' | 'hour'): string {
  if (count === undefined) return `the number of ${unit}s the operator set`;
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export function PrivacyPage() {
  usePageMeta(
    'Privacy policy | Teewatch',
    'What Teewatch stores about you, why, for how long, who else sees it, and how to download or delete it.',
  );
  const privacy = useAppInfo().data?.privacy;
  const retention = privacy?.retention;
  return (
    <LegalPage title="Privacy policy" updated={privacy?.consentVersions.terms ?? CONSENT_VERSIONS.terms}>
      <p>
        {privacy?.senderName ?? 'Teewatch'}
        {privacy ? `, ${privacy.postalAddress}, ` : ' '}
        runs Teewatch and is responsible for the personal information it holds. Questions, or a request about
        your information:{' '}
        {privacy ? <ContactLink contact={privacy.contact} /> : 'the contact named at the foot of every email'}
        .
      </p>
      <WhatWeStore />
      <HowLongWeKeepIt retention={retention} />
      <LegalSection title="Who else sees it">
        <p>We do not sell your information or show advertising. These services handle it for us:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>Our email provider, which delivers every email (your address and the email's content).</li>
          <li>Twilio, which delivers text alerts, only if you turn them on (your number and the text).</li>
          <li>
            Your browser's push service (for example Google's, Apple's or Mozilla's), only if you turn push
            alerts on (an encrypted alert for your device).
          </li>
          <li>The golf courses' booking sites, when you follow a Book link (as any visitor of theirs).</li>
        </ul>
      </LegalSection>
      <LegalSection title="Your choices">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Every email has a “Stop all email” link: one click stops every alert, reminder and note to that
            address. Your{' '}
            <Link to={pathTo('account')} className={link}>
              account page
            </Link>{' '}
            can start them again. Emails you ask for (a password reset, an address confirmation) still come.
          </li>
          <li>Reply STOP to any text to stop texts.</li>
          <li>
            On your{' '}
            <Link to={pathTo('account')} className={link}>
              account page
            </Link>{' '}
            you can download everything we hold about you as one file, and delete your account with its
            personal information.
          </li>
        </ul>
      </LegalSection>
      <p>
        See also the{' '}
        <Link to={pathTo('terms')} className={link}>
          Terms of use
        </Link>
        .
      </p>
    </LegalPage>
  );
}

function WhatWeStore() {
  return (
    <LegalSection title="What we store and why">
      <ul className="list-disc space-y-2 pl-6">
        <li>
          Your account: name, email address, a password hash (never the password) or your Google sign-in, and
          whether you confirmed the address. To sign you in and to send your alerts.
        </li>
        <li>
          Your waitlist requests: courses, dates, times, party size, the contact address and, if you turn text
          alerts on, your mobile number with when you agreed. To find the tee times you asked for.
        </li>
        <li>
          The alerts and notices we sent: to which address or number, when, and what they listed. To avoid
          sending the same alert twice and to cap how many reach you.
        </li>
        <li>
          Your sessions: when you signed in, and the network address and browser you signed in from. To keep
          you signed in and to spot sign-ins that are not yours.
        </li>
        <li>Counters of recent attempts (sign-ins, links opened) per network address, to stop abuse.</li>
        <li>
          Which version of these terms and this policy, and of the text-alert consent, you agreed to, and
          when; and the addresses that asked for no more email from us.
        </li>
      </ul>
    </LegalSection>
  );
}

function HowLongWeKeepIt({ retention }: { retention: PrivacyFacts['retention'] | undefined }) {
  return (
    <LegalSection title="How long we keep it">
      <ul className="list-disc space-y-2 pl-6">
        <li>
          Records of the alerts and notices we sent: {days(retention?.notificationsDays, 'day')}, or for as
          long as the waitlist request they belong to is still watching, whichever is later. Then they are
          deleted.
        </li>
        <li>
          The network address and browser of a sign-in: {days(retention?.sessionDetailsDays, 'day')}. Then
          they are cleared.
        </li>
        <li>Counters of recent attempts: {days(retention?.rateLimitHours, 'hour')} after their last use.</li>
        <li>Your account and waitlist requests: until you delete them.</li>
        <li>
          An address or number that asked for no more email or texts: kept, so that we never write to it
          again, even after the account is deleted.
        </li>
      </ul>
    </LegalSection>
  );
}
