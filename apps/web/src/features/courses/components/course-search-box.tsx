import { useId, useRef } from 'react';
import { CloseIcon, SearchIcon } from './icons';

/** The name search with its clear button; clearing returns focus to the box. */
export function CourseSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        Search golf courses
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500" />
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search golf courses..."
        autoComplete="off"
        className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-11 pl-10 text-slate-900 placeholder:text-slate-500 focus:border-emerald-700 focus:outline-2 focus:outline-offset-0 focus:outline-emerald-700 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            onChange('');
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-ring"
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      ) : null}
    </div>
  );
}
