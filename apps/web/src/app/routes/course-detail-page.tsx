import type { GolfCourse } from '@teewatch/shared';
import { pathTo } from '@teewatch/shared';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/button';
import { useGolfCourse } from '../../features/courses/api/get-golf-course';
import { BookingInformationCard } from '../../features/courses/components/booking-information-card';
import { ContactCard } from '../../features/courses/components/contact-card';
import { CourseDetailSkeleton } from '../../features/courses/components/course-detail-skeleton';
import { CourseFacts } from '../../features/courses/components/course-facts';
import { CourseGallery, type GalleryImage } from '../../features/courses/components/course-gallery';
import { CourseIntro } from '../../features/courses/components/course-intro';
import { CourseProblem } from '../../features/courses/components/course-problem';
import { ArrowLeftIcon } from '../../features/courses/components/icons';
import { LocationMapCard } from '../../features/courses/components/location-map-card';
import { ReadyToPlayPanel } from '../../features/courses/components/ready-to-play-panel';
import {
  CourseLiveFactsCard,
  CourseOpeningInsights,
} from '../../features/insights/components/course-insights';
import { errorMessage, errorStatus } from '../../lib/error-message';
import { usePageMeta } from '../../lib/use-page-meta';

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

function galleryImages(course: GolfCourse): GalleryImage[] {
  if (course.images.length > 0) {
    return course.images.map((image, index) => ({
      url: image.url,
      alt: image.alt_text || `${course.name}, photo ${index + 1}`,
    }));
  }
  return course.image_url ? [{ url: course.image_url, alt: course.name }] : [];
}

function CourseDetail({ course }: { course: GolfCourse }) {
  const city = course.city ?? course.location ?? 'Metro Vancouver';
  usePageMeta(
    `${course.name} – Golf Course in ${city} | Teewatch`,
    course.description ??
      `${course.name} in ${course.location ?? city}: course details, facilities, contact and where to book a tee time.`,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-2 text-slate-600">
          <li>
            <Link to={pathTo('courses')} className={textLink}>
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
          <CourseIntro course={course} />
          <CourseFacts course={course} />
          <CourseOpeningInsights courseId={course.id} courseName={course.name} />
        </div>

        <div className="space-y-6">
          <BookingInformationCard course={course} />
          <CourseLiveFactsCard courseId={course.id} />
          <ReadyToPlayPanel course={course} />
          <ContactCard course={course} />
          <LocationMapCard course={course} />
        </div>
      </div>

      <div className="mt-12 border-t border-slate-200 pt-6">
        <Link to={pathTo('courses')} className={`inline-flex items-center gap-2 ${textLink}`}>
          <ArrowLeftIcon className="h-4 w-4" />
          Back to All Courses
        </Link>
      </div>
    </div>
  );
}
