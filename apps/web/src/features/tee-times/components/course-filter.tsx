import type { GolfCourse } from '@teewatch/shared';
import { Button } from '../../../components/button';
import { groupCoursesByLocation } from '../tee-times-filters';

/** Courses grouped by location as checkboxes inside a disclosure; nothing chosen means every course. */
export function CourseFilter({
  courses,
  selectedIds,
  onChange,
}: {
  courses: GolfCourse[];
  selectedIds: number[];
  onChange: (courseIds: number[]) => void;
}) {
  const groups = groupCoursesByLocation(courses);
  const summary = selectedIds.length === 0 ? 'All courses' : `${selectedIds.length} selected`;
  return (
    <details className="group rounded-lg border border-slate-300 bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2 focus-ring [&::-webkit-details-marker]:hidden">
        <span>
          <span className="font-medium text-slate-900">Courses</span>
          <span className="ml-2 text-slate-600">{summary}</span>
        </span>
        <span aria-hidden="true" className="text-slate-600 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="border-t border-slate-200 p-3">
        <Button
          variant="quiet"
          size="sm"
          onClick={() => onChange([])}
          disabled={selectedIds.length === 0}
          className="mb-3"
        >
          Show all courses
        </Button>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <fieldset key={group.location} className="min-w-0">
              <legend className="mb-1 text-sm font-semibold text-slate-700">{group.location}</legend>
              {group.courses.map((course) => (
                <label
                  key={course.id}
                  className="flex cursor-pointer items-start gap-2 py-1 text-sm text-slate-900"
                >
                  <input
                    type="checkbox"
                    checked={selectedIds.includes(course.id)}
                    onChange={() =>
                      onChange(
                        selectedIds.includes(course.id)
                          ? selectedIds.filter((id) => id !== course.id)
                          : [...selectedIds, course.id],
                      )
                    }
                    className="mt-0.5 h-4 w-4 accent-emerald-700"
                  />
                  {course.name}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      </div>
    </details>
  );
}
