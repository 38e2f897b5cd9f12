import { WAITLIST_PAGE_CLASS, WaitlistIntro } from '../../features/waitlist/components/waitlist-intro';
import { SignedOutNotice } from '../../features/waitlist/components/waitlist-notice';

/**
 * What the page shows before its chunk runs, sent in its HTML so its text paints before any JavaScript
 * (decision 0148): the heading and intro, and the form's box with the notice the form opens with while
 * the session is read (the largest text on a phone's first screen). The form's fields start on a day known
 * only in the browser, so their place is reserved. React replaces it with the page.
 */
export function WaitlistPageShell() {
  return (
    <div className={WAITLIST_PAGE_CLASS}>
      <header className="mb-8">
        <WaitlistIntro />
      </header>
      <div className="min-h-svh rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <SignedOutNotice />
      </div>
    </div>
  );
}
