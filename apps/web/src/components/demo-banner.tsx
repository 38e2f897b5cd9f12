import { useAppInfo } from '../lib/app-info';

const NOTICE = (
  <>
    <strong className="font-semibold">Demo data</strong> — tee times on this site come from the Teewatch
    simulator, not the courses' booking systems.
  </>
);
const bannerClass = 'bg-amber-100 px-4 py-2 text-center text-sm text-amber-900';

/**
 * Shown on every page while the server reads tee times from the simulator, so nobody mistakes them for real
 * ones. It is known only once /api/app-info answers, so it is pinned to the bottom of the screen rather than
 * pushing the page down when it arrives (layout shift, issue 29); an invisible copy at the end of the page
 * makes room for it, so it covers nothing once scrolled to the bottom. Clicks pass through it (it holds
 * no control), so a control it overlaps can still be used.
 */
export function DemoBanner() {
  const { data } = useAppInfo();
  if (!data?.isDemo) return null;
  return (
    <>
      <div aria-hidden="true" className={`invisible ${bannerClass}`}>
        {NOTICE}
      </div>
      <aside
        aria-label="Demo data notice"
        className={`pointer-events-none fixed inset-x-0 bottom-0 z-20 ${bannerClass}`}
      >
        {NOTICE}
      </aside>
    </>
  );
}
