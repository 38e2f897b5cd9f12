import { formatClockTime, formatDayLabel, type MirrorTime, pathTo } from '@teewatch/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { systemClock } from '../../../lib/clock';
import { nextStripOffset, sampleTeeTimes } from '../sample-tee-times';
import { watchOnScreen, whenPageSettles } from '../strip-motion';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** One card of the strip: a sample (golfer-side §2) or a time the mirror saw reopen (issue 16). */
type StripCard = {
  key: string;
  courseName: string;
  detail: string;
  date: string;
  time: string;
  spots: string;
  price: number | null;
  href: string;
};

function sampleCards(): StripCard[] {
  return sampleTeeTimes(systemClock()).map((sample) => ({
    key: sample.courseName,
    courseName: sample.courseName,
    detail: `${sample.region} · sample`,
    date: sample.date,
    time: sample.time,
    spots: `${sample.availableSpots} of ${sample.maxPlayers} spots`,
    price: sample.price,
    href: pathTo('teeTimes'),
  }));
}

function liveCards(times: readonly MirrorTime[]): StripCard[] {
  return times.map((time) => ({
    key: `${time.courseId}-${time.date}-${time.time}-${time.holes}`,
    courseName: time.courseName,
    detail: 'Just opened',
    date: time.date,
    time: time.time,
    spots: `${time.availableSpots} ${time.availableSpots === 1 ? 'spot' : 'spots'} free`,
    price: time.price,
    // The tee-times page filtered to this course and date.
    href: pathTo('teeTimes', undefined, { date: time.date, courseIds: [time.courseId] }),
  }));
}

/**
 * Tee-time cards drifting left at 0.5 px per frame: times the mirror saw reopen ("Just opened") when
 * there are any, else the spec's sample cards, labelled as samples. The cards repeat once so the loop is
 * seamless; the copy is hidden from assistive technology and the keyboard. It starts once the page has
 * settled; hover, keyboard focus or being off screen pauses it, and with reduced motion it does not move at
 * all (it scrolls by hand instead).
 */
export function TeeTimeStrip({ live, failed = false }: { live?: readonly MirrorTime[]; failed?: boolean }) {
  const [samples] = useState(sampleCards);
  const isLive = Boolean(live && live.length > 0);
  const cards = live && live.length > 0 ? liveCards(live) : samples;
  const [isReduced] = useState(prefersReducedMotion);
  const trackRef = useRef<HTMLUListElement>(null);
  // Hover, keyboard focus and being off screen pause independently: one ending must not resume the others.
  const pausedBy = useRef({ hover: false, focus: false, offScreen: false });
  // Still until the page has settled (strip-motion.ts): a strip moving from the first frame kept the page
  // from ever looking finished.
  const [isMoving, setMoving] = useState(false);
  useEffect(() => (isReduced ? undefined : whenPageSettles(() => setMoving(true))), [isReduced]);

  useEffect(() => {
    const track = trackRef.current;
    if (!isMoving || !track) return;
    const stopWatching = watchOnScreen(track, (onScreen) => {
      pausedBy.current.offScreen = !onScreen;
    });
    let offset = 0;
    let frame = requestAnimationFrame(function step() {
      const paused = pausedBy.current;
      if (!paused.hover && !paused.focus && !paused.offScreen) {
        offset = nextStripOffset(offset, track.scrollWidth / 2);
        track.style.transform = `translateX(${-offset}px)`;
      }
      frame = requestAnimationFrame(step);
    });
    return () => {
      cancelAnimationFrame(frame);
      stopWatching();
    };
  }, [isMoving]);

  return (
    <section
      aria-labelledby="sample-strip-title"
      className="bg-slate-50 py-8"
      data-strip={isLive ? 'live' : 'samples'}
    >
      <div className="mx-auto mb-3 max-w-7xl px-4">
        <h2 id="sample-strip-title" className="font-semibold text-slate-900">
          {isLive ? 'Just opened' : 'Sample tee times'}
        </h2>
        <p className="text-sm text-slate-700">
          {isLive
            ? 'Times that came free in the last 24 hours and were still open when Teewatch last checked.'
            : failed
              ? 'Unable to load tee times. These are samples of what Teewatch finds.'
              : 'Samples of what Teewatch finds: times that come free show here as Teewatch sees them.'}
        </p>
      </div>
      {/* A fixed height keeps the page from shifting while the strip renders. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the motion; the cards are the controls */}
      <div
        className={`h-40 ${isReduced ? 'overflow-x-auto' : 'overflow-hidden'}`}
        onMouseEnter={() => {
          pausedBy.current.hover = true;
        }}
        onMouseLeave={() => {
          pausedBy.current.hover = false;
        }}
        onFocus={() => {
          pausedBy.current.focus = true;
        }}
        onBlur={() => {
          pausedBy.current.focus = false;
        }}
        data-testid="tee-time-strip"
      >
        <ul ref={trackRef} className="flex w-max gap-4 px-4 will-change-transform">
          {cards.map((card) => (
            <Card key={card.key} card={card} />
          ))}
          {isReduced ? null : cards.map((card) => <Card key={`copy-${card.key}`} card={card} isCopy />)}
        </ul>
      </div>
    </section>
  );
}

function Card({ card, isCopy = false }: { card: StripCard; isCopy?: boolean }) {
  return (
    <li aria-hidden={isCopy || undefined} className="w-64 shrink-0">
      <Link
        to={card.href}
        tabIndex={isCopy ? -1 : undefined}
        className="block h-36 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-emerald-700 focus-ring"
      >
        <span className="block truncate font-semibold text-slate-900">{card.courseName}</span>
        <span className="block text-sm text-slate-600">{card.detail}</span>
        <span className="mt-2 block text-sm text-slate-700">
          {formatDayLabel(card.date)} · {formatClockTime(card.time)}
        </span>
        <span className="mt-2 flex items-center justify-between text-sm">
          <span className="text-slate-700">{card.spots}</span>
          {card.price === null ? null : (
            <span className="text-lg font-bold text-emerald-800">${card.price}</span>
          )}
        </span>
      </Link>
    </li>
  );
}
