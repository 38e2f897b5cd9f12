import {
  type CourseTeeTimes,
  formatClockTime,
  type TeeTimeSlotView,
  teeTimeCalendarLink,
} from '@teewatch/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { bookingOpensLabel, checkedLabel } from '../../../lib/freshness-labels';
import { useNow } from '../../../lib/use-now';
import { getBookingUrl } from '../api/get-booking-url';
import {
  courseBadge,
  courseNote,
  courseSheetKind,
  NOT_READ_YET_TEXT,
  notAnsweringText,
  UNAVAILABLE_TEXT,
} from '../course-sheet-view';
import { formatPrice, spotsLabel } from '../tee-times-filters';
import { CourseForecastNote, SlotForecast } from './slot-forecast';

/** "Alert me for this": the waitlist form filled in for what the link is about (issue 51, item 4). */
export function AlertMeLink({ to, about }: { to: string; about: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-6 items-center self-start text-xs font-medium text-emerald-800 underline hover:text-emerald-950 focus-ring"
    >
      Alert me for this<span className="sr-only">: {about}</span>
    </Link>
  );
}

/** Opens a blank tab at once (inside the click, so no popup blocker) and sends it to the booking page. */
async function openBookingPage(courseId: number): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const url = await getBookingUrl(courseId);
  if (tab) tab.location.href = url;
  else window.open(url, '_blank', 'noopener');
}

const slotClass =
  'flex h-full w-full flex-col items-start rounded-lg border border-slate-200 bg-white p-3 text-left hover:border-emerald-700 hover:bg-emerald-50 focus-ring';

function SlotContent({ slot, courseName }: { slot: TeeTimeSlotView; courseName?: string }) {
  return (
    <>
      <span className="text-lg font-semibold text-slate-900">{formatClockTime(slot.time)}</span>
      {courseName ? <span className="font-medium text-slate-900">{courseName}</span> : null}
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

const badgeClass: Record<ReturnType<typeof courseSheetKind>, string> = {
  slots: 'bg-emerald-100 text-emerald-900',
  not_answering: 'bg-red-100 text-red-900',
  not_read_yet: 'bg-slate-200 text-slate-900',
  not_bookable_yet: 'bg-slate-200 text-slate-900',
  unavailable: 'bg-amber-100 text-amber-950',
};

/** "Checked 40 s ago", re-rendered on its own as it ages (the slot list does not re-render). */
function CheckedAt({ fetchedAt }: { fetchedAt: string | null }) {
  const label = checkedLabel(fetchedAt, useNow());
  return label ? <p className="text-sm text-slate-600">{label}</p> : null;
}

/** The line explaining why the slots may not be the sheet, aging with the clock. */
function CourseNote({ result }: { result: CourseTeeTimes }) {
  const now = useNow();
  const kind = courseSheetKind(result);
  if (kind === 'not_bookable_yet') {
    return <p className="mt-3 text-sm text-slate-800">{bookingOpensLabel(result.bookingOpensAt)}</p>;
  }
  if (kind === 'unavailable') {
    return (
      <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        {UNAVAILABLE_TEXT}{' '}
        {result.bookingUrl ? (
          <a
            href={result.bookingUrl}
            target="_blank"
            rel="noopener"
            className="font-medium underline focus-ring"
          >
            Book at {result.courseName}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </p>
    );
  }
  if (kind === 'not_read_yet') {
    return <p className="mt-3 text-sm text-slate-800">{NOT_READ_YET_TEXT}</p>;
  }
  const text = kind === 'not_answering' ? notAnsweringText(result, now) : courseNote(result, now);
  if (!text) return null;
  return (
    <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {text}
    </p>
  );
}

/**
 * Times a card shows before "Show all N times": two rows on a wide screen, four on a phone. Every course's
 * whole sheet at once was ~3,200 elements on /tee-times, a phone's main thread busy for a second on each
 * answer and each filter change (decision 0153).
 */
export const FIRST_SLOTS_SHOWN = 8;

/** What a slot links to besides its booking page: "Alert me for this", the waitlist around its time. */
export type AlertLinkOf = (result: CourseTeeTimes, slot?: TeeTimeSlotView) => string;

export function SlotItem({
  result,
  slot,
  courseBookingUrl,
  alertLinkOf,
  withCourseName = false,
}: {
  result: CourseTeeTimes;
  slot: TeeTimeSlotView;
  courseBookingUrl: string | null | undefined;
  alertLinkOf: AlertLinkOf;
  /** The "Soonest" view's rows name their course. */
  withCourseName?: boolean;
}) {
  const content = <SlotContent slot={slot} courseName={withCourseName ? result.courseName : undefined} />;
  const href = slot.bookingUrl ?? courseBookingUrl ?? undefined;
  const label = `${result.courseName}, ${formatClockTime(slot.time)}`;
  const hintId = `course-${result.courseId}-${slot.time}-${slot.holes}-hint`;
  const hint = slot.bookingHint;
  // "Finishes after sunset" (issue 38, decision 0202): the time stays bookable; the golfer decides.
  const sunsetId = `course-${result.courseId}-${slot.time}-${slot.holes}-sunset`;
  const describedBy =
    [hint ? hintId : null, slot.finishesAfterSunset ? sunsetId : null].filter(Boolean).join(' ') || undefined;
  return (
    <li className="flex flex-col gap-1">
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={slotClass}
          title={label}
          aria-describedby={describedBy}
        >
          {content}
        </a>
      ) : (
        <button
          type="button"
          onClick={() => void openBookingPage(result.courseId)}
          className={slotClass}
          title={label}
          aria-describedby={describedBy}
        >
          {content}
        </button>
      )}
      <SlotForecast forecast={slot.forecast} />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
      {slot.finishesAfterSunset ? (
        <p id={sunsetId} className="text-xs font-medium text-amber-900">
          Finishes after sunset
        </p>
      ) : null}
      <a
        href={teeTimeCalendarLink({
          courseId: result.courseId,
          date: result.date,
          time: slot.time,
          holes: slot.holes,
        })}
        download
        className="inline-flex min-h-6 items-center self-start text-xs font-medium text-emerald-800 underline hover:text-emerald-950 focus-ring"
      >
        Add to calendar<span className="sr-only">: {label} (.ics file)</span>
      </a>
      <AlertMeLink to={alertLinkOf(result, slot)} about={label} />
    </li>
  );
}

/** The course's times, the first FIRST_SLOTS_SHOWN of them until the golfer asks for all. */
function SlotList({
  result,
  courseBookingUrl,
  alertLinkOf,
}: {
  result: CourseTeeTimes;
  courseBookingUrl: string | null | undefined;
  alertLinkOf: AlertLinkOf;
}) {
  const [showAll, setShowAll] = useState(false);
  const slots = result.teeTimeSlots;
  const shown = showAll ? slots : slots.slice(0, FIRST_SLOTS_SHOWN);
  const listId = `course-${result.courseId}-slots`;
  return (
    <>
      <ul id={listId} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {shown.map((slot) => (
          <SlotItem
            key={`${slot.time}-${slot.holes}`}
            result={result}
            slot={slot}
            courseBookingUrl={courseBookingUrl}
            alertLinkOf={alertLinkOf}
          />
        ))}
      </ul>
      {slots.length > FIRST_SLOTS_SHOWN ? (
        <button
          type="button"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((current) => !current)}
          className="mt-2 rounded-md px-2 py-2 text-sm font-medium text-emerald-800 underline hover:text-emerald-950 focus-ring"
        >
          {showAll ? 'Show fewer times' : `Show all ${slots.length} times`}{' '}
          <span className="sr-only">at {result.courseName}</span>
        </button>
      ) : null}
    </>
  );
}

export function CourseResultCard({
  result,
  courseBookingUrl,
  distance,
  alertLinkOf,
}: {
  result: CourseTeeTimes;
  /** The course's own booking page from the course list, when known. */
  courseBookingUrl: string | null | undefined;
  /** How far the course is, while Near me is on ("12 km"). */
  distance?: string;
  alertLinkOf: AlertLinkOf;
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
          {result.region || distance ? (
            <p className="text-sm text-slate-600">
              {[result.region, distance ? `${distance} away` : undefined].filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-1">
          <p className={`rounded-full px-3 py-1 text-sm font-medium ${badgeClass[courseSheetKind(result)]}`}>
            {courseBadge(result)}
          </p>
          {courseSheetKind(result) === 'slots' ? <CheckedAt fetchedAt={result.fetchedAt} /> : null}
        </div>
      </header>
      <CourseNote result={result} />
      <CourseForecastNote readAt={result.forecastReadAt} />
      {result.teeTimeSlots.length > 0 ? (
        <SlotList result={result} courseBookingUrl={courseBookingUrl} alertLinkOf={alertLinkOf} />
      ) : null}
      <p className="mt-3">
        <AlertMeLink to={alertLinkOf(result)} about={`${result.courseName}, the searched hours`} />
      </p>
    </article>
  );
}
