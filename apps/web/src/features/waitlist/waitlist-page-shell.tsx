import { WAITLIST_PAGE_CLASS, WaitlistIntro } from './components/waitlist-intro';

/**
 * What the page shows before its chunk runs, sent in its HTML so the heading paints before any JavaScript
 * (decision 0148): the heading and intro, and the form's box (its dates start on a day known only in the
 * browser). Who is signed in is not known here either. React replaces it with the page.
 */
export function WaitlistPageShell() {
  return (
    <div className={WAITLIST_PAGE_CLASS}>
      <header className="mb-8">
        <WaitlistIntro />
      </header>
      <div
        aria-hidden="true"
        className="min-h-svh rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8"
      />
    </div>
  );
}
