import type { GolfCourse } from '@teewatch/shared';
import { pathTo } from '@teewatch/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { CourseImagePlaceholder } from './course-image-placeholder';
import { CourseLocation } from './course-location';
import { BOOK_ON_COURSE_SITE } from './ready-to-play-panel';

const IMAGE_HEIGHT = 'h-44';

function quickFacts(course: GolfCourse): string[] {
  const facts: string[] = [];
  if (course.holes) facts.push(`${course.holes} holes`);
  if (course.par) facts.push(`Par ${course.par}`);
  if (course.length_yards) facts.push(`${course.length_yards.toLocaleString('en-CA')} yards`);
  return facts;
}

/** A course in the grid; the image, the name and "View Details" all lead to /courses/{id}. */
export function CourseCard({ course, distance }: { course: GolfCourse; distance?: string }) {
  const href = pathTo('course', { id: course.id });
  const facts = quickFacts(course);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {/* The image repeats the name link for pointer users; keyboard and screen-reader users get one stop. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className={`block ${IMAGE_HEIGHT} shrink-0`}>
        {course.image_url ? (
          <img
            src={course.image_url}
            alt=""
            loading="lazy"
            className={`${IMAGE_HEIGHT} w-full object-cover`}
          />
        ) : (
          <CourseImagePlaceholder course={course} className={`${IMAGE_HEIGHT} w-full`} />
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={href} className="rounded hover:text-emerald-800 focus-ring">
            {course.name}
          </Link>
        </h2>
        <CourseLocation location={course.location} look="card" />
        {distance ? <p className="mt-1 text-sm font-medium text-slate-800">{distance} away</p> : null}
        {course.directory_only ? (
          <p className="mt-3 text-sm font-medium text-amber-900">
            {BOOK_ON_COURSE_SITE}: no live tee times here
          </p>
        ) : null}
        {facts.length > 0 || course.course_type ? (
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
            {course.course_type ? (
              <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 font-medium text-emerald-800">
                {course.course_type}
              </span>
            ) : null}
            {facts.length > 0 ? <span className="text-slate-700">{facts.join(' · ')}</span> : null}
          </div>
        ) : null}
        {course.description ? (
          <p className="mt-3 line-clamp-2 text-sm text-slate-600">{course.description}</p>
        ) : null}
        <div className="mt-auto pt-5">
          <Link to={href} className={`${buttonClass()} w-full`}>
            View Details<span className="sr-only">: {course.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Same box as a card, so the grid does not move when the data arrives. */
export function CourseCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className={`${IMAGE_HEIGHT} bg-slate-200`} />
      <div className="flex flex-1 flex-col p-5">
        <div className="h-6 w-3/4 rounded bg-slate-200" />
        <div className="mt-2 h-4 w-1/2 rounded bg-slate-200" />
        <div className="mt-4 h-5 w-2/3 rounded bg-slate-200" />
        <div className="mt-auto pt-5">
          <div className="h-9 w-full rounded-lg bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
