/** The waitlist page's frame, shared with its static shell (waitlist-page-shell.tsx). */
export const WAITLIST_PAGE_CLASS = 'mx-auto w-full max-w-5xl px-4 py-10 sm:px-6';

/** The waitlist page's heading and what it does. */
export function WaitlistIntro() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Tee Time Waitlist in Metro Vancouver
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Tell us where and when you want to play. We watch the tee sheets and email you the moment a matching
        time opens up.
      </p>
    </>
  );
}
