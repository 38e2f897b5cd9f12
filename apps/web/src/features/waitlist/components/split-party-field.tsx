import { SPLIT_PARTY_DEFAULT_GAP_MINUTES, SPLIT_PARTY_SIZES, type SplitParty } from '@teewatch/shared';

/** The gaps the form offers (the API takes any whole minute from 1 to 30: decision 0203). */
const GAP_CHOICES = [5, 10, 15, 20, 30];

/**
 * Split a foursome (issue 38 item 4): for a party of 3 or 4, "Two nearby times are fine" and how far
 * apart they may be. Nothing for other party sizes (the answer then is null, as the server wants it).
 */
export function SplitPartyField({
  id,
  numberOfPlayers,
  value,
  onChange,
}: {
  id: string;
  numberOfPlayers: number;
  value: SplitParty | null;
  onChange: (value: SplitParty | null) => void;
}) {
  if (!SPLIT_PARTY_SIZES.includes(numberOfPlayers)) return null;
  const gap = value?.maxGapMinutes ?? SPLIT_PARTY_DEFAULT_GAP_MINUTES;
  const gaps = GAP_CHOICES.includes(gap) ? GAP_CHOICES : [...GAP_CHOICES, gap].sort((a, b) => a - b);
  const hintId = `${id}-hint`;
  return (
    <fieldset id={id} aria-describedby={hintId}>
      <legend className="sr-only">Two nearby times</legend>
      <label className="inline-flex items-center gap-2 font-medium text-slate-900">
        <input
          type="checkbox"
          checked={value !== null}
          onChange={(event) => onChange(event.target.checked ? { maxGapMinutes: gap } : null)}
          className="h-4 w-4 accent-emerald-700"
        />
        Two nearby times are fine
      </label>
      {value ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-slate-800">
          <label htmlFor={`${id}-gap`}>At most</label>
          <select
            id={`${id}-gap`}
            value={gap}
            onChange={(event) => onChange({ maxGapMinutes: Number(event.target.value) })}
            className="rounded-md border border-slate-400 bg-white px-2 py-1"
          >
            {gaps.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </select>
          <span>apart</span>
        </div>
      ) : null}
      <p id={hintId} className="mt-2 text-sm text-slate-700">
        {`Your party of ${numberOfPlayers} can split over two times at the same course, as one alert: you book both.`}
      </p>
    </fieldset>
  );
}
