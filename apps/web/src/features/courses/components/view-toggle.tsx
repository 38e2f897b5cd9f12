/** List or Map on /courses (issue 47 item 1): the list is the default and stays below the map. */
export function ViewToggle({
  showMap,
  onShowMap,
}: {
  showMap: boolean;
  onShowMap: (value: boolean) => void;
}) {
  const look = (pressed: boolean) =>
    `px-4 py-1.5 text-sm font-medium focus-ring ${
      pressed ? 'bg-emerald-700 text-white' : 'bg-white text-slate-800 hover:bg-slate-50'
    }`;
  return (
    <fieldset className="inline-flex overflow-hidden rounded-lg border border-slate-300">
      <legend className="sr-only">Show the courses as</legend>
      <button
        type="button"
        aria-pressed={!showMap}
        onClick={() => onShowMap(false)}
        className={look(!showMap)}
      >
        List
      </button>
      <button
        type="button"
        aria-pressed={showMap}
        onClick={() => onShowMap(true)}
        className={`border-l border-slate-300 ${look(showMap)}`}
      >
        Map
      </button>
    </fieldset>
  );
}
