import { CONSENT_VERSIONS, pathTo } from '@teewatch/shared';
import { Link } from 'react-router';
import { ContactLink, LegalPage, LegalSection } from '../../features/legal/legal-page';
import { useAppInfo } from '../../lib/app-info';
import { usePageMeta } from '../../lib/use-page-meta';

// /terms (issue 48 item 5, decision 0254): what the free service is and is not. Agreed to by making an
// account; its version is recorded (decision 0253).

const link = 'font-medium text-emerald-800 underline';

export function TermsPage() {
  usePageMeta('Terms of use | Teewatch', 'The terms of the free Teewatch tee-time search and waitlist.');
  const privacy = useAppInfo().data?.privacy;
  return (
    <LegalPage title="Terms of use" updated={privacy?.consentVersions.terms ?? CONSENT_VERSIONS.terms}>
      <LegalSection title="The service">
        <p>
          Teewatch shows tee times that Metro Vancouver's public golf courses publish, and emails (or, if you
          ask, texts or pushes) you when a time matching your waitlist request opens. It is free and sends no
          promotional email.
        </p>
        <p>
          Bookings are made on each course's own site, under that course's terms. Teewatch does not book, hold
          or pay for a tee time, and cannot promise that a time it shows is still open when you get there:
          open tee times are often taken within minutes.
        </p>
      </LegalSection>
      <LegalSection title="Your account">
        <p>
          Use your own email address and keep your password to yourself. Name only addresses and numbers you
          may send alerts to; an address you name for alerts gets nothing until its reader confirms it. Do not
          use Teewatch to overload the courses' sites or to resell tee times.
        </p>
      </LegalSection>
      <LegalSection title="Your information">
        <p>
          The{' '}
          <Link to={pathTo('privacy')} className={link}>
            Privacy policy
          </Link>{' '}
          says what we store, why, for how long and who else sees it. You can stop all email from the link in
          any email, download your data and delete your account at any time.
        </p>
      </LegalSection>
      <LegalSection title="Changes and contact">
        <p>
          When these terms change in substance, the version above changes. Questions:{' '}
          {privacy ? (
            <ContactLink contact={privacy.contact} />
          ) : (
            'the contact named at the foot of every email'
          )}
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
