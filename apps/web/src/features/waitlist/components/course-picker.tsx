import type { GolfCourse } from '@teewatch/shared';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { FieldError } from '../../../components/form/field-error';
import { NearMeButton } from '../../../components/near-me-button';
import { Spinner } from '../../../components/spinner';
import { type NearMe, useNearMe } from '../../../lib/use-near-me';
import { toggleCourse } from '../waitlist-form-rules';

const ALL = '__all__';

export function courseLocation(course: Pick<GolfCourse, 'location' | 'city'>): string {
  return course.location ?? (course.city ? `${course.city}, BC` : 'Other');
}

/** "Burnaby, BC", and "· 12 km away" while Near me is on. */
function placeLine(course: GolfCourse, nearMe: NearMe): string {
  const distance = nearMe.distanceOf(course);
  return distance ? `${courseLocation(course)} · ${distance} away` : courseLocation(course);
}

export type LocationCount = { location: string; selected: number; total: number };

/** Locations in first-seen order with how many of their courses are chosen. */
export function locationCounts(courses: GolfCourse[], selectedIds: number[]): LocationCount[] {
  const counts = new Map<string, LocationCount>();
  for (const course of courses) {
    const location = courseLocation(course);
    const entry = counts.get(location) ?? { location, selected: 0, total: 0 };
    entry.total += 1;
    if (selectedIds.includes(course.id)) entry.selected += 1;
    counts.set(location, entry);
  }
  return [...counts.values()];
}

/** Case-insensitive, trimmed substring match on the name, within the chosen location. */
export function filterCourses(courses: GolfCourse[], search: string, location: string): GolfCourse[] {
  const term = search.trim().toLowerCase();
  return courses.filter(
    (course) =>
      (location === ALL || courseLocation(course) === location) &&
      (term === '' || course.name.toLowerCase().includes(term)),
  );
}

type CoursePickerProps = {
  courses: GolfCourse[] | undefined;
  isLoading: boolean;
  selectedIds: number[];
  onChange: (courseIds: number[]) => void;
  error?: string;
  /** The group's id, so an error summary can link to it. */
  id?: string;
};

export function CoursePicker({ courses, isLoading, selectedIds, onChange, error, id }: CoursePickerProps) {
  const [search, setSearch] = useState('');
  const [location, setLocation] = useState(ALL);
  const groupId = useId();
  const errorId = `${groupId}-error`;
  const all = courses ?? [];
  const locations = useMemo(() => locationCounts(all, selectedIds), [all, selectedIds]);
  // Near me (decision 0311): the listed courses nearest first, each with its distance.
  const nearMe = useNearMe();
  const visible = nearMe.sort(filterCourses(all, search, location));

  return (
    <fieldset id={id} aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="mb-2 font-medium text-slate-900">Golf courses</legend>
      {isLoading ? (
        // About the loaded picker's height (search, locations, the list's max-h-72), so the fields below
        // it do not move when the courses arrive.
        <div
          role="status"
          className="flex min-h-[27rem] items-start gap-2 py-6 text-slate-600 sm:min-h-[25rem]"
        >
          <Spinner />
          <span>Loading golf course information...</span>
        </div>
      ) : all.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-600">
          No golf course data available
        </p>
      ) : (
        <div className="rounded-lg border border-slate-300">
          <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3">
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search golf courses..."
              aria-label="Search golf courses"
              aria-describedby={error ? errorId : undefined}
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 focus-ring"
            />
            <span className="text-sm text-slate-700" aria-live="polite">
              {selectedIds.length} selected
            </span>
            <Button
              variant="quiet"
              size="sm"
              onClick={() => onChange([])}
              disabled={selectedIds.length === 0}
            >
              Clear
            </Button>
          </div>
          <fieldset className="flex flex-wrap gap-2 border-b border-slate-200 p-3">
            <legend className="sr-only">Filter by location</legend>
            <LocationButton
              label="All locations"
              count={`${selectedIds.length}/${all.length}`}
              pressed={location === ALL}
              onClick={() => setLocation(ALL)}
            />
            {locations.map((entry) => (
              <LocationButton
                key={entry.location}
                label={entry.location}
                count={`${entry.selected}/${entry.total}`}
                pressed={location === entry.location}
                onClick={() => setLocation(entry.location)}
              />
            ))}
          </fieldset>
          <NearMeButton nearMe={nearMe} className="border-b border-slate-200 p-3" />
          {visible.length === 0 ? (
            <p className="p-4 text-slate-600">No matching golf courses found</p>
          ) : (
            <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto">
              {visible.map((course) => (
                <li key={course.id}>
                  <label className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      checked={selectedIds.includes(course.id)}
                      onChange={() => onChange(toggleCourse(selectedIds, course.id))}
                      aria-describedby={error ? errorId : undefined}
                      className="mt-1 h-4 w-4 accent-emerald-700"
                    />
                    <span>
                      <span className="block text-slate-900">{course.name}</span>
                      <span className="block text-sm text-slate-600">{placeLine(course, nearMe)}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <FieldError id={groupId} error={error} className="mt-2" />
    </fieldset>
  );
}

function LocationButton({
  label,
  count,
  pressed,
  onClick,
}: {
  label: string;
  count: string;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`rounded-full border px-3 py-1 text-sm focus-ring ${
        pressed
          ? 'border-emerald-700 bg-emerald-700 text-white'
          : 'border-slate-300 text-slate-700 hover:border-emerald-700'
      }`}
    >
      {label} <span className={pressed ? 'text-emerald-50' : 'text-slate-600'}>({count})</span>
    </button>
  );
}
