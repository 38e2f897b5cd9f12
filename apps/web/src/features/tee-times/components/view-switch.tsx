import type { TeeTimesView } from '../search-address';

const VIEWS: { value: TeeTimesView; label: string }[] = [
  { value: 'soonest', label: 'Soonest' },
  { value: 'courses', label: 'By course' },
];

/** The results' two views, side by side: every time in time order, or one card per course. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: TeeTimesView;
  onChange: (view: TeeTimesView) => void;
}) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Show tee times</legend>
      {VIEWS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
          className={`min-h-11 rounded-full border px-4 text-sm font-medium focus-ring ${
            view === option.value
              ? 'border-emerald-800 bg-emerald-800 text-white'
              : 'border-slate-300 bg-white text-slate-900 hover:border-emerald-700'
          }`}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
