import type { DiscoveredCourse } from '@teewatch/shared';
import { Badge } from './badge';

/** The site's courses as it lists them: a box for each not yet in the catalogue, the others marked so. */
export function DiscoveredCourseList({
  courses,
  picked,
  onChange,
}: {
  courses: DiscoveredCourse[];
  picked: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
}) {
  if (courses.length === 0) {
    return <p className="text-sm text-slate-700">The site answered but lists no course Teewatch can read.</p>;
  }
  function toggle(id: string, isPicked: boolean) {
    const next = new Set(picked);
    if (isPicked) next.add(id);
    else next.delete(id);
    onChange(next);
  }
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Courses this site offers</legend>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {courses.map((course) => {
          const boxId = `discovered-${course.api_course_id}`;
          return (
            <li key={course.api_course_id} className="flex flex-wrap items-center gap-3 p-3">
              <input
                id={boxId}
                type="checkbox"
                className="h-5 w-5"
                disabled={course.in_catalogue}
                checked={picked.has(course.api_course_id)}
                onChange={(event) => toggle(course.api_course_id, event.target.checked)}
              />
              <label htmlFor={boxId} className="min-w-0 flex-1 text-sm text-slate-900">
                <span className="font-medium">{course.name}</span>
                <span className="text-slate-600">
                  {course.holes ? ` · ${course.holes} holes` : ''} · id {course.api_course_id}
                </span>
              </label>
              {course.in_catalogue ? <Badge tone="slate">Already in the catalogue</Badge> : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
