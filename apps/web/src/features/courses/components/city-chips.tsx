import type { CityChip } from '../course-search';

type CityChipsProps = {
  chips: CityChip[];
  total: number;
  selected: string | undefined;
  onSelect: (city: string | undefined) => void;
};

function chipClass(isSelected: boolean): string {
  return `rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-ring ${
    isSelected
      ? 'border-emerald-700 bg-emerald-700 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-emerald-700 hover:text-emerald-800'
  }`;
}

/** City filter chips with counts; choosing the selected city again shows all cities. */
export function CityChips({ chips, total, selected, onSelect }: CityChipsProps) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Filter by city</legend>
      <button
        type="button"
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
        className={chipClass(selected === undefined)}
      >
        All Cities ({total})
      </button>
      {chips.map((chip) => (
        <button
          key={chip.city}
          type="button"
          aria-pressed={selected === chip.city}
          onClick={() => onSelect(selected === chip.city ? undefined : chip.city)}
          className={chipClass(selected === chip.city)}
        >
          {chip.city} ({chip.count})
        </button>
      ))}
    </fieldset>
  );
}
