import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { AddFromBookingLink } from './add-from-booking-link';
import { cardClass } from './admin-styles';
import { CourseForm } from './course-form/course-form';

/**
 * Add Course: from a booking link (the site's own course list fills the configuration; issue 35, item 2),
 * or every field by hand, as before (a directory-only course, a system Teewatch does not read).
 */
export function AddCourseView({ onDone }: { onDone: () => void }) {
  const [how, setHow] = useState<'link' | 'hand'>('link');
  const name = useId();
  if (how === 'hand') return <CourseForm onCancel={onDone} onSaved={onDone} />;
  return (
    <div className={`${cardClass} space-y-6`}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Add Course</h2>
          <p className="text-sm text-slate-600">From its booking site's own course list, or by hand</p>
        </div>
        <Button variant="secondary" onClick={onDone}>
          Back to Courses
        </Button>
      </div>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">How to add the course</legend>
        {(
          [
            ['link', 'From a booking link'],
            ['hand', 'Enter the details by hand'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-900">
            <input
              type="radio"
              name={name}
              className="h-5 w-5"
              checked={how === value}
              onChange={() => setHow(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <AddFromBookingLink onDone={onDone} />
    </div>
  );
}
