import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { nextStripOffset, type SampleTeeTime, sampleTeeTimes } from '../sample-tee-times';

const DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function formatTime(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour >= 12 ? 'PM' : 'AM'}`;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Sample tee times drifting left at 0.5 px per frame. The cards repeat once so the loop is seamless;
 * the copy is hidden from assistive technology and the keyboard. Hover or keyboard focus pauses it,
 * and with reduced motion it does not move at all (it scrolls by hand instead).
 */
export function TeeTimeStrip() {
  const [samples] = useState(() => sampleTeeTimes());
  const [isReduced] = useState(prefersReducedMotion);
  const trackRef = useRef<HTMLUListElement>(null);
  // Hover and keyboard focus pause independently: leaving one must not resume while the other holds.
  const pausedBy = useRef({ hover: false, focus: false });

  useEffect(() => {
    if (isReduced) return;
    let offset = 0;
    let frame = requestAnimationFrame(function step() {
      const track = trackRef.current;
      if (track && !pausedBy.current.hover && !pausedBy.current.focus) {
        offset = nextStripOffset(offset, track.scrollWidth / 2);
        track.style.transform = `translateX(${-offset}px)`;
      }
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [isReduced]);

  return (
    <section aria-labelledby="sample-strip-title" className="bg-slate-50 py-8">
      <h2 id="sample-strip-title" className="sr-only">
        Sample tee times
      </h2>
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
          {samples.map((sample) => (
            <SampleCard key={sample.courseName} sample={sample} />
          ))}
          {isReduced
            ? null
            : samples.map((sample) => (
                <SampleCard key={`copy-${sample.courseName}`} sample={sample} isCopy />
              ))}
        </ul>
      </div>
    </section>
  );
}

function SampleCard({ sample, isCopy = false }: { sample: SampleTeeTime; isCopy?: boolean }) {
  return (
    <li aria-hidden={isCopy || undefined} className="w-64 shrink-0">
      <Link
        to="/tee-times"
        tabIndex={isCopy ? -1 : undefined}
        className="block h-36 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        <span className="block truncate font-semibold text-slate-900">{sample.courseName}</span>
        <span className="block text-sm text-slate-600">{sample.region}</span>
        <span className="mt-2 block text-sm text-slate-700">
          {DATE.format(new Date(`${sample.date}T00:00:00Z`))} · {formatTime(sample.time)}
        </span>
        <span className="mt-2 flex items-center justify-between text-sm">
          <span className="text-slate-700">
            {sample.availableSpots} of {sample.maxPlayers} spots
          </span>
          <span className="text-lg font-bold text-emerald-800">${sample.price}</span>
        </span>
      </Link>
    </li>
  );
}
