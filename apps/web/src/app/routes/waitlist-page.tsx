import { vancouverToday } from '@teewatch/shared';
import { useState } from 'react';
import { type FaqItem, FaqList } from '../../components/faq-list';
import { SignInDialog } from '../../features/auth/components/sign-in-dialog';
import { useCreateMonitoringRequest } from '../../features/waitlist/api/create-monitoring-request';
import { WaitlistFormCard } from '../../features/waitlist/components/waitlist-form-card';
import { WAITLIST_PAGE_CLASS, WaitlistIntro } from '../../features/waitlist/components/waitlist-intro';
import { waitlistPrefillFromSearch } from '../../features/waitlist/waitlist-prefill';
import { systemClock } from '../../lib/clock';
import { useCourseList } from '../../lib/course-list';
import { useSessionUser } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { PAGE_METAS } from '../page-metas';
import { waitlistOddsNote } from './waitlist-odds-note';

export const WAITLIST_LOGIN_MESSAGE =
  'Please sign in to join the waitlist and manage your golf tee time notifications.';

const FAQ: FaqItem[] = [
  {
    question: 'How does the tee time waitlist work?',
    answer:
      'Choose the courses, dates, time window and party size you want. We check those courses around the clock and email you as soon as a matching tee time opens up.',
  },
  {
    question: 'How long does my waitlist request stay active?',
    answer:
      'Monitoring continues for 30 days from the moment you join. You can pause or reactivate any request from your dashboard, or cancel with one click through the unsubscribe link in any alert email.',
  },
  {
    question: 'Does Teewatch book the tee time for me?',
    answer:
      "No. The alert links you straight to the course's own booking page, so you book directly with the course. Popular times go fast, so act quickly.",
  },
  {
    question: 'Is the waitlist free?',
    answer:
      'Yes. Email alerts are free and we never send promotional email. Text message alerts may come later as a premium option.',
  },
];

export function WaitlistPage() {
  usePageMeta(PAGE_METAS.waitlist.title, PAGE_METAS.waitlist.description);
  const { user, isPending } = useSessionUser();
  const courses = useCourseList();
  const createRequest = useCreateMonitoringRequest();
  const [isLoginOpen, setIsLoginOpen] = useState(false);
  const [today] = useState(() => vancouverToday(systemClock()));
  // "Alert me for this" opens the form filled in from its address.
  const [prefill] = useState(() => waitlistPrefillFromSearch(window.location.search, today));

  return (
    <div className={WAITLIST_PAGE_CLASS}>
      <header className="mb-8">
        <WaitlistIntro />
        {user ? (
          <p className="mt-4 inline-block max-w-full rounded-lg bg-emerald-50 px-4 py-2 break-words text-emerald-900">
            Signed in as <span className="font-semibold">{user.name || user.email}</span>
          </p>
        ) : null}
      </header>
      <WaitlistFormCard
        oddsNote={waitlistOddsNote}
        label="Waitlist form"
        courses={courses}
        today={today}
        prefill={prefill}
        sessionEmail={user?.email}
        isSignedIn={Boolean(user) && !isPending}
        onRequireLogin={() => setIsLoginOpen(true)}
        submit={(input) => createRequest.mutateAsync(input)}
      />
      <div className="mt-16">
        <FaqList title="Waitlist FAQ" headingId="waitlist-faq" items={FAQ} />
      </div>
      <SignInDialog open={isLoginOpen} onOpenChange={setIsLoginOpen} message={WAITLIST_LOGIN_MESSAGE} />
    </div>
  );
}
