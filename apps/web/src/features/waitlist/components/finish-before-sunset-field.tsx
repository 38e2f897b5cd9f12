import { DEFAULT_PACE_MINUTES, type FinishBeforeSunsetInput } from '@teewatch/shared';

const HOLES = [18, 9] as const;

/** 270 → "4 h 30 min". */
function paceWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * "Finish before sunset" (issue 38, decisions 0199 and 0202): one tick, then 9 or 18 holes; times whose
 * round would end after sunset at the course are not alerted. The pace is the default for the holes, or
 * the request's own when it has one.
 */
export function FinishBeforeSunsetField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: FinishBeforeSunsetInput | null;
  onChange: (value: FinishBeforeSunsetInput | null) => void;
}) {
  const hintId = `${id}-hint`;
  const pace = value ? (value.paceMinutes ?? DEFAULT_PACE_MINUTES[value.holes]) : null;
  return (
    <fieldset id={id} aria-describedby={hintId}>
      <legend className="mb-2 font-medium text-slate-900">Daylight</legend>
      <label className="inline-flex items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          checked={value !== null}
          onChange={(event) => onChange(event.target.checked ? { holes: 18 } : null)}
          className="accent-emerald-700"
        />
        Finish before sunset
      </label>
      {value && (
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2" role="radiogroup" aria-label="Holes to finish">
          {HOLES.map((holes) => (
            <label key={holes} className="inline-flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={`${id}-holes`}
                value={holes}
                checked={value.holes === holes}
                onChange={() => onChange({ holes })}
                className="accent-emerald-700"
              />
              {`${holes} holes`}
            </label>
          ))}
        </div>
      )}
      <p id={hintId} className="mt-2 text-sm text-slate-700">
        {pace === null
          ? 'Only alert times you can finish before dark at the course.'
          : `Only times whose round, at about ${paceWords(pace)}, ends before sunset at the course.`}
      </p>
    </fieldset>
  );
}
