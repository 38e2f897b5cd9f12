import { Button } from '../../../components/button';
import type { AddedCourse } from '../api/discover-courses';
import { Badge } from './badge';

/** Each course just added, with its test read of tomorrow: the times found, or why the read failed. */
export function AddedCourseResults({ added, onDone }: { added: AddedCourse[]; onDone: () => void }) {
  return (
    <section aria-labelledby="added-courses" className="space-y-4">
      <h3 id="added-courses" className="text-base font-semibold text-slate-900">
        {added.length === 1 ? '1 course added' : `${added.length} courses added`}
      </h3>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {added.map(({ course, test }) => (
          <li key={course.id} className="space-y-1 p-3 text-sm">
            <p className="font-medium text-slate-900">{course.name}</p>
            {'ok' in test && test.ok ? (
              <p className="flex flex-wrap items-center gap-2 text-slate-700">
                <Badge tone="green">Test read passed</Badge>
                {test.slotsFound === 1 ? '1 tee time' : `${test.slotsFound} tee times`} found for {test.date}
              </p>
            ) : (
              <p className="flex flex-wrap items-center gap-2 text-slate-700">
                <Badge tone="red">Test read failed</Badge>
                {test.error ?? 'The booking site did not answer'}
              </p>
            )}
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>Back to Courses</Button>
    </section>
  );
}
