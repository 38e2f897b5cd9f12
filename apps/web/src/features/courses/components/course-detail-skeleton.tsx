import { PAGES } from '@teewatch/shared';
import { type PageMeta, usePageMeta } from '../../../lib/use-page-meta';

/** A course page's title and description until its course is read; also in its HTML (app/page-shells.tsx). */
export const COURSE_DETAIL_LOADING_META: PageMeta = PAGES.course.meta;

/** The course detail page's shape while the course loads, announced once to screen readers. */
export function CourseDetailSkeleton() {
  usePageMeta(COURSE_DETAIL_LOADING_META.title, COURSE_DETAIL_LOADING_META.description);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div role="status">
        <span className="sr-only">Loading course details...</span>
      </div>
      <div aria-hidden="true" className="animate-pulse">
        <div className="h-5 w-48 rounded bg-slate-200" />
        <div className="mt-6 grid gap-8 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <div className="aspect-[16/9] w-full rounded-xl bg-slate-200" />
            <div className="h-10 w-2/3 rounded bg-slate-200" />
            <div className="h-5 w-1/3 rounded bg-slate-200" />
          </div>
          <div className="space-y-6">
            <div className="h-40 rounded-xl bg-slate-200" />
            <div className="h-48 rounded-xl bg-slate-200" />
          </div>
        </div>
      </div>
    </div>
  );
}
