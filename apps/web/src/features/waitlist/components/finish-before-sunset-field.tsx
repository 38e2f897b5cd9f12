import {
  DEFAULT_PACE_MINUTES,
  type FinishBeforeSunsetInput,
  MAX_PACE_MINUTES,
  MIN_PACE_MINUTES,
} from '@teewatch/shared';
import { RadioChoices } from '../../../components/form/radio-choices';
import { SelectField } from '../../../components/form/select-field';
import { hoursAndMinutes } from '../../../lib/hours-and-minutes';

const HOLES = ([18, 9] as const).map((holes) => ({ value: holes, label: `${holes} holes` }));
/** The paces offered, every quarter hour the server accepts (decision 0199). */
const PACE_STEP_MINUTES = 15;
const PACES = Array.from(
  { length: (MAX_PACE_MINUTES - MIN_PACE_MINUTES) / PACE_STEP_MINUTES + 1 },
  (_, step) => MIN_PACE_MINUTES + step * PACE_STEP_MINUTES,
);

/** Every offered pace, the usual one for `holes` named so, and `current` even off the quarter hours. */
function paceChoices(holes: 9 | 18, current: number) {
  const paces = PACES.includes(current) ? PACES : [...PACES, current].sort((a, b) => a - b);
  return paces.map((minutes) => ({
    value: minutes,
    label: `${hoursAndMinutes(minutes)}${minutes === DEFAULT_PACE_MINUTES[holes] ? ` (usual for ${holes} holes)` : ''}`,
  }));
}

/**
 * "Finish before sunset" (issue 38, decisions 0199 and 0202): one tick, then 9 or 18 holes; times whose
 * round would end after sunset at the course are not alerted. The pace is the default for the holes, or
 * the request's own when it has one; choosing the usual pace again sends none, so the default applies.
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
          <RadioChoices
            name={`${id}-holes`}
            choices={HOLES}
            value={value.holes}
            onChange={(holes) => onChange({ holes })}
          />
        </div>
      )}
      {value && pace !== null && (
        <SelectField
          id={`${id}-pace`}
          label="Pace of your round"
          className="mt-3 max-w-xs"
          value={pace}
          options={paceChoices(value.holes, pace)}
          onChange={(chosen) => {
            const minutes = Number(chosen);
            onChange(
              minutes === DEFAULT_PACE_MINUTES[value.holes]
                ? { holes: value.holes }
                : { holes: value.holes, paceMinutes: minutes },
            );
          }}
        />
      )}
      <p id={hintId} className="mt-2 text-sm text-slate-700">
        {pace === null
          ? 'Only alert times you can finish before dark at the course.'
          : `Only times whose round, at about ${hoursAndMinutes(pace)}, ends before sunset at the course.`}
      </p>
    </fieldset>
  );
}
