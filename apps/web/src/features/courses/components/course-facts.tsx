import type { GolfCourse } from '@teewatch/shared';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';

/** The course's figures, features and facilities: each section only when there is something in it. */
export function CourseFacts({ course }: { course: GolfCourse }) {
  const stats = knownStats(course);
  return (
    <>
      {stats.length > 0 ? (
        <Section title="Course Details">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {stats.map((stat) => (
              <Stat key={stat.label} label={stat.label} value={stat.value} />
            ))}
          </dl>
        </Section>
      ) : null}
      {course.features.length > 0 ? (
        <Section title="Course Features">
          <TagList items={course.features} />
        </Section>
      ) : null}
      {course.facilities.length > 0 ? (
        <Section title="Facilities & Services">
          <TagList items={course.facilities} />
        </Section>
      ) : null}
    </>
  );
}

/** Only the figures a source confirmed: an unknown one is left out, never shown as a dash. */
export function knownStats(course: GolfCourse): { label: string; value: string | number }[] {
  const stats: { label: string; value: string | number | null | undefined }[] = [
    { label: 'Holes', value: course.holes },
    { label: 'Yards', value: course.length_yards?.toLocaleString('en-CA') },
    { label: 'Par', value: course.par },
    { label: 'Rating', value: course.course_rating?.toFixed(1) },
    { label: 'Slope', value: course.slope_rating },
  ];
  return stats.flatMap((stat) =>
    stat.value === null || stat.value === undefined || stat.value === ''
      ? []
      : [{ label: stat.label, value: stat.value }],
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-4 text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3 text-center">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function TagList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2 text-slate-800">
          <CheckIcon className="h-5 w-5 shrink-0 text-emerald-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
