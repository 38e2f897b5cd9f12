import type { CourseTeeTimes, TeeTimeSlotView } from '@teewatch/shared';
import { getBookingUrl } from '../api/get-booking-url';
import { formatPrice, formatSlotTime, slotsAvailableLabel, spotsLabel } from '../tee-times-filters';

/** Opens a blank tab at once (inside the click, so no popup blocker) and sends it to the booking page. */
async function openBookingPage(courseId: number): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const url = await getBookingUrl(courseId);
  if (tab) tab.location.href = url;
  else window.open(url, '_blank', 'noopener');
}

const slotClass =
  'flex h-full w-full flex-col items-start rounded-lg border border-slate-200 bg-white p-3 text-left hover:border-emerald-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

function SlotContent({ slot }: { slot: TeeTimeSlotView }) {
  return (
    <>
      <span className="text-lg font-semibold text-slate-900">{formatSlotTime(slot.time)}</span>
      <span className="text-sm text-slate-700">
        {formatPrice(slot.price)} · {spotsLabel(slot.availableSpots)}
      </span>
      <span className="mt-2 text-sm font-medium text-emerald-800">
        Book Now <span aria-hidden="true">→</span>
        <span className="sr-only"> (opens in a new tab)</span>
      </span>
    </>
  );
}

export function CourseResultCard({
  result,
  courseBookingUrl,
}: {
  result: CourseTeeTimes;
  /** The course's own booking page from the course list, when known. */
  courseBookingUrl: string | null | undefined;
}) {
  const headingId = `course-${result.courseId}-results`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {result.courseName}
          </h3>
          {result.region ? <p className="text-sm text-slate-600">{result.region}</p> : null}
        </div>
        <p className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-medium text-emerald-900">
          {slotsAvailableLabel(result.teeTimeSlots.length)}
        </p>
      </header>
      {result.error ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Live times for this course are unavailable right now: {result.error}
        </p>
      ) : null}
      {result.teeTimeSlots.length > 0 ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {result.teeTimeSlots.map((slot) => {
            const href = slot.bookingUrl ?? courseBookingUrl ?? undefined;
            const label = `${result.courseName}, ${formatSlotTime(slot.time)}`;
            return (
              <li key={slot.time}>
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={slotClass}
                    title={label}
                  >
                    <SlotContent slot={slot} />
                  </a>
                ) : (
                  <button
                    type="button"
                    onClick={() => void openBookingPage(result.courseId)}
                    className={slotClass}
                    title={label}
                  >
                    <SlotContent slot={slot} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </article>
  );
}
