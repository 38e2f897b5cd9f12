import type { GolfCourse } from '@teewatch/shared';
import type { ComponentProps } from 'react';
import { WaitlistForm } from './waitlist-form';

type CardProps = Omit<ComponentProps<typeof WaitlistForm>, 'courses' | 'isLoadingCourses'> & {
  /** The card's accessible name. */
  label: string;
  /** Placing only (margins). */
  className?: string;
  /** The course list's read (useCourseList), started by the page. */
  courses: { data: GolfCourse[] | undefined; isPending: boolean };
};

/** The waitlist form in its card: the waitlist page's, and a request's edit page's. */
export function WaitlistFormCard({ label, className = '', courses, ...form }: CardProps) {
  return (
    <section
      aria-label={label}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8 ${className}`.trim()}
    >
      <WaitlistForm courses={courses.data} isLoadingCourses={courses.isPending} {...form} />
    </section>
  );
}
