import { LoadingState } from '../../components/spinner';
import { TEE_TIMES_PAGE_CLASS, TeeTimesHeader } from '../../features/tee-times/components/tee-times-header';

const noRefresh = () => undefined;

/**
 * What the page shows before its first answer, sent in its HTML so the heading paints before any
 * JavaScript runs (decision 0148): the heading, the filters' box at its size (the date the filters start
 * on is known only in the browser; on a phone the compact bar's), the views' switch's room and the
 * loading line. React replaces it with the page.
 */
export function TeeTimesPageShell() {
  return (
    <div className={TEE_TIMES_PAGE_CLASS}>
      <TeeTimesHeader updatedAt={0} updating onRefresh={noRefresh} />
      <div
        aria-hidden="true"
        className="mt-4 h-[8.125rem] rounded-2xl border border-slate-200 bg-white shadow-sm sm:mt-6 sm:h-[19rem] lg:h-[9.875rem]"
      />
      <div className="mt-4 min-h-svh sm:mt-8">
        {/* Where the Soonest / By course switch goes. */}
        <div className="mb-3 h-11" />
        <LoadingState text="Loading tee times..." />
      </div>
    </div>
  );
}
