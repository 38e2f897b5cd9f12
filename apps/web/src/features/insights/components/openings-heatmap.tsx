import { formatClockHour, type OpeningsHeatmap } from '@teewatch/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The hours shown: 6 AM to 9 PM, widened to any hour that had an opening. */
export function heatmapHours(counts: readonly (readonly number[])[]): number[] {
  let first = 6;
  let last = 21;
  for (const row of counts) {
    row.forEach((count, hour) => {
      if (count > 0) {
        first = Math.min(first, hour);
        last = Math.max(last, hour);
      }
    });
  }
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** 0 to 4 by the share of the busiest cell; colour is never the only signal (each cell shows its number). */
export function heatLevel(count: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0 || max <= 0) return 0;
  const share = count / max;
  if (share > 0.75) return 4;
  if (share > 0.5) return 3;
  if (share > 0.25) return 2;
  return 1;
}

// Text colours keep at least 4.5:1 on their backgrounds.
const LEVEL_CLASSES = [
  'bg-white text-slate-500',
  'bg-emerald-100 text-emerald-950',
  'bg-emerald-200 text-emerald-950',
  'bg-emerald-400 text-emerald-950',
  'bg-emerald-800 text-white',
] as const;

/**
 * When a course's times reopened: weekday × hour over the last 28 days (Vancouver). The picture is hidden
 * from screen readers; the same numbers are a real table, visually hidden until "Show as table".
 */
export function OpeningsHeatmapView({
  heatmap,
  courseName,
}: {
  heatmap: OpeningsHeatmap;
  courseName: string;
}) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const hours = heatmapHours(heatmap.counts);
  const max = Math.max(0, ...heatmap.counts.flat());
  const caption = `Openings at ${courseName} by weekday and hour they came, last ${heatmap.windowDays} days (${heatmap.total} in all)`;

  return (
    <div data-testid="openings-heatmap">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          {heatmap.total === 0
            ? `No times reopened in the last ${heatmap.windowDays} days.`
            : `${heatmap.total} ${heatmap.total === 1 ? 'time' : 'times'} reopened in the last ${heatmap.windowDays} days. Darker means more; each square shows its count.`}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-controls={tableId}
          aria-expanded={showTable}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Show as heat map' : 'Show as table'}
        </Button>
      </div>

      {showTable ? null : (
        <div aria-hidden="true" className="mt-3 overflow-x-auto">
          <div className="grid min-w-[19rem] grid-cols-[4.5rem_repeat(7,minmax(2rem,1fr))] gap-0.5 text-xs">
            <span />
            {WEEKDAYS.map((day) => (
              <span key={day} className="py-1 text-center font-medium text-slate-700">
                {day}
              </span>
            ))}
            {hours.map((hour) => (
              <HeatRow key={hour} hour={hour} counts={heatmap.counts} max={max} />
            ))}
          </div>
        </div>
      )}

      <div className={showTable ? 'mt-3 overflow-x-auto' : 'sr-only'}>
        <table id={tableId} className="min-w-full border-collapse text-sm">
          <caption className={showTable ? 'mb-2 text-left text-slate-700' : undefined}>{caption}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="border-b border-slate-200 px-2 py-1 text-left font-medium text-slate-700"
              >
                Hour
              </th>
              {WEEKDAYS.map((day, index) => (
                <th
                  key={day}
                  scope="col"
                  abbr={WEEKDAY_NAMES[index]}
                  className="border-b border-slate-200 px-2 py-1 text-right font-medium text-slate-700"
                >
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.map((hour) => (
              <tr key={hour}>
                <th scope="row" className="px-2 py-1 text-left font-normal whitespace-nowrap text-slate-700">
                  {formatClockHour(hour)}
                </th>
                {heatmap.counts.map((row, weekday) => (
                  <td key={WEEKDAYS[weekday]} className="px-2 py-1 text-right tabular-nums text-slate-900">
                    {row[hour] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function HeatRow({
  hour,
  counts,
  max,
}: {
  hour: number;
  counts: readonly (readonly number[])[];
  max: number;
}) {
  return (
    <>
      <span className="py-1 pr-1 text-right whitespace-nowrap text-slate-700">{formatClockHour(hour)}</span>
      {counts.map((row, weekday) => {
        const count = row[hour] ?? 0;
        return (
          <span
            key={WEEKDAYS[weekday]}
            className={`rounded py-1 text-center tabular-nums ${LEVEL_CLASSES[heatLevel(count, max)]}`}
          >
            {count}
          </span>
        );
      })}
    </>
  );
}
