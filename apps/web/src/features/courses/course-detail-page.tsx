import type { GolfCourse } from '@teewatch/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../components/button';
import { errorStatus } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { usePageMeta } from '../../lib/use-page-meta';
import { CourseLiveFactsCard, CourseOpeningInsights } from '../insights/components/course-insights';
import { useGolfCourse } from './api/get-golf-course';
import { CourseGallery, type GalleryImage } from './components/course-gallery';
import { CourseTypeBadge } from './components/course-type-badge';
import {
  ArrowLeftIcon,
  CalendarIcon,
  CheckIcon,
  ExternalIcon,
  GlobeIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
} from './components/icons';
import { appleMapsUrl, bookingLink, googleMapsUrl, telHref } from './course-links';

const primaryButton = buttonClass({ variant: 'primary', size: 'lg' });
const secondaryButton = buttonClass({ variant: 'secondary', size: 'lg' });
const textLink = buttonClass({ variant: 'link' });

/** Course ids in the URL are positive integers (golfer-side §2); anything else never reaches the API. */
function parseCourseId(raw: string | undefined): number | undefined {
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/** /courses/{id} (golfer-side §2 "Course detail", §8). */
export function CourseDetailPage() {
  const id = parseCourseId(useParams().id);
  const { data: course, error, isError, refetch, isFetching } = useGolfCourse(id);

  if (id === undefined) return <CourseProblem title="Course Not Found" message="Invalid course ID" />;
  if (course) return <CourseDetail course={course} />;
  if (isError) {
    if (errorStatus(error) === 404) {
      return <CourseProblem title="Course Not Found" message="The course you're looking for doesn't exist" />;
    }
    if (errorStatus(error) === 400) {
      return <CourseProblem title="Course Not Found" message={errorMessage(error, 'Invalid course ID')} />;
    }
    return (
      <CourseProblem
        title="Error Loading Course"
        message={errorMessage(error, 'Failed to load course details')}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  }
  return <CourseDetailSkeleton />;
}

function CourseProblem(props: {
  title: string;
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  usePageMeta(`${props.title} | Teewatch`, props.message);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{props.title}</h1>
      <p className="mt-3 text-lg text-slate-600">{props.message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {props.onRetry ? (
          <Button size="lg" onClick={props.onRetry} disabled={props.isRetrying}>
            {props.isRetrying ? 'Trying again...' : 'Try Again'}
          </Button>
        ) : null}
        <Link to="/courses" className={props.onRetry ? secondaryButton : primaryButton}>
          <ArrowLeftIcon className="h-4 w-4" />
          Back to Courses
        </Link>
      </div>
    </div>
  );
}

function galleryImages(course: GolfCourse): GalleryImage[] {
  if (course.images.length > 0) {
    return course.images.map((image, index) => ({
      url: image.url,
      alt: image.alt_text || `${course.name}, photo ${index + 1}`,
    }));
  }
  return course.image_url ? [{ url: course.image_url, alt: course.name }] : [];
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function CourseDetail({ course }: { course: GolfCourse }) {
  const city = course.city ?? course.location ?? 'Metro Vancouver';
  usePageMeta(
    `${course.name} – Golf Course in ${city} | Teewatch`,
    course.description ??
      `${course.name} in ${course.location ?? city}: course details, facilities, contact and where to book a tee time.`,
  );
  const booking = bookingLink(course);
  const stats = knownStats(course);
  const system = bookingSystemName(course.api_source);
  const hasContact = Boolean(course.address || course.phone || course.email || course.website);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-2 text-slate-600">
          <li>
            <Link to="/courses" className={textLink}>
              Courses
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-slate-900">
            {course.name}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <CourseGallery images={galleryImages(course)} course={course} />

          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{course.name}</h1>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
              {course.location ? (
                <p className="flex items-center gap-1.5 text-slate-700">
                  <PinIcon className="h-5 w-5 shrink-0 text-emerald-700" />
                  {course.location}
                </p>
              ) : null}
              {course.course_type ? <CourseTypeBadge type={course.course_type} /> : null}
            </div>
            {course.description ? (
              <p className="mt-5 text-lg leading-relaxed whitespace-pre-line text-slate-700">
                {course.description}
              </p>
            ) : null}
            {booking ? (
              <a href={booking} target="_blank" rel="noopener noreferrer" className={`mt-6 ${primaryButton}`}>
                Book Tee Time
                <ExternalIcon className="h-4 w-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </div>

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
          <CourseOpeningInsights courseId={course.id} courseName={course.name} />
        </div>

        <div className="space-y-6">
          <Card title="Booking Information">
            <dl className="space-y-3">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Public Access</dt>
                <dd className="font-medium text-slate-900">
                  {course.is_public ? 'Open to Public' : 'Members Only'}
                </dd>
              </div>
              {course.booking_advance_days ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Advance Booking</dt>
                  <dd className="font-medium text-slate-900">
                    {plural(course.booking_advance_days, 'day')} ahead
                  </dd>
                </div>
              ) : null}
              {system ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Booking system</dt>
                  <dd className="text-right font-medium text-slate-900">{system}</dd>
                </div>
              ) : null}
            </dl>
            {booking ? (
              <p className="mt-4">
                <ExternalLink href={booking}>Open the booking site</ExternalLink>
              </p>
            ) : null}
          </Card>
          <CourseLiveFactsCard courseId={course.id} />

          <div className="rounded-xl bg-emerald-800 p-6 text-white">
            <h2 className="text-xl font-semibold">Ready to Play?</h2>
            <p className="mt-2 text-emerald-50">
              See open tee times at {course.name}, or join the waitlist and get an email when a time that
              suits you opens up.
            </p>
            <div className="mt-5 flex flex-col gap-3">
              <Link to="/tee-times" className={buttonClass({ variant: 'inverse', size: 'lg' })}>
                <CalendarIcon className="h-4 w-4" />
                Find Tee Times
              </Link>
              <Link to="/waitlist" className={buttonClass({ variant: 'inverseOutline', size: 'lg' })}>
                Join Waitlist
              </Link>
            </div>
          </div>

          {hasContact ? (
            <Card title="Contact & Location">
              <ContactList course={course} />
            </Card>
          ) : null}

          <Card title="Location Map">
            <div className="flex aspect-[16/9] items-center justify-center rounded-lg bg-linear-to-br from-emerald-50 to-sky-50">
              <PinIcon className="h-10 w-10 text-emerald-700" />
            </div>
            <p className="mt-3 text-sm text-slate-600">{course.address ?? course.location ?? course.name}</p>
            <div className="mt-3 flex flex-col gap-2">
              <ExternalLink href={googleMapsUrl(course)}>View in Google Maps</ExternalLink>
              <ExternalLink href={appleMapsUrl(course)}>Open in Apple Maps</ExternalLink>
            </div>
          </Card>
        </div>
      </div>

      <div className="mt-12 border-t border-slate-200 pt-6">
        <Link to="/courses" className={`inline-flex items-center gap-2 ${textLink}`}>
          <ArrowLeftIcon className="h-4 w-4" />
          Back to All Courses
        </Link>
      </div>
    </div>
  );
}

function ContactList({ course }: { course: GolfCourse }) {
  return (
    <ul className="space-y-3">
      {course.address ? (
        <ContactRow icon={PinIcon}>
          <span className="text-slate-800">{course.address}</span>
        </ContactRow>
      ) : null}
      {course.phone ? (
        <ContactRow icon={PhoneIcon}>
          <a href={telHref(course.phone)} className={textLink}>
            {course.phone}
          </a>
        </ContactRow>
      ) : null}
      {course.email ? (
        <ContactRow icon={MailIcon}>
          <a href={`mailto:${course.email}`} className={`break-all ${textLink}`}>
            {course.email}
          </a>
        </ContactRow>
      ) : null}
      {course.website ? (
        <ContactRow icon={GlobeIcon}>
          <ExternalLink href={course.website}>Visit Website</ExternalLink>
        </ContactRow>
      ) : null}
    </ul>
  );
}

function ContactRow({ icon: Icon, children }: { icon: typeof PinIcon; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
      {children}
    </li>
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

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
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

/** The booking system a course's tee times come from, in words a golfer recognises. */
export function bookingSystemName(apiSource: string | null): string | undefined {
  switch (apiSource) {
    case 'vancouver':
      return 'CPS Golf (City of Vancouver)';
    case 'burnaby':
      return 'CPS Golf (City of Burnaby)';
    case 'chronogolf':
      return 'ChronoGolf';
    default:
      return undefined;
  }
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

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-1.5 ${textLink}`}
    >
      {children}
      <ExternalIcon className="h-4 w-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function CourseDetailSkeleton() {
  usePageMeta('Golf Course | Teewatch', 'Course details, facilities, contact and where to book a tee time.');
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
