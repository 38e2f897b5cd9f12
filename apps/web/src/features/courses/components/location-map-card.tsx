import type { GolfCourse } from '@teewatch/shared';
import { appleMapsUrl, googleMapsUrl } from '../course-links';
import { DetailCard } from './detail-card';
import { ExternalLink } from './external-link';
import { PinIcon } from './icons';

/** Where the course is, with links that open it in Google Maps or Apple Maps. */
export function LocationMapCard({ course }: { course: GolfCourse }) {
  return (
    <DetailCard title="Location Map">
      <div className="flex aspect-[16/9] items-center justify-center rounded-lg bg-linear-to-br from-emerald-50 to-sky-50">
        <PinIcon className="h-10 w-10 text-emerald-700" />
      </div>
      <p className="mt-3 text-sm text-slate-600">{course.address ?? course.location ?? course.name}</p>
      <div className="mt-3 flex flex-col gap-2">
        <ExternalLink href={googleMapsUrl(course)}>View in Google Maps</ExternalLink>
        <ExternalLink href={appleMapsUrl(course)}>Open in Apple Maps</ExternalLink>
      </div>
    </DetailCard>
  );
}
