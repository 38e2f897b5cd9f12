import type { GolfCourse } from '@teewatch/shared';

// Where the course detail page sends people: booking, maps (golfer-side §2 "Course detail").

type LinkFields = Pick<GolfCourse, 'name' | 'location' | 'address' | 'booking_url' | 'website'>;

/** The course's own booking page, else its website; none means no "Book Tee Time" link. */
export function bookingLink(course: LinkFields): string | undefined {
  return course.booking_url || course.website || undefined;
}

/**
 * What the maps search for: the street address, else the name and city, which the map services resolve.
 * An address that stops at the city ("7800 Vivian Drive, Vancouver", as some sources give it) gets the
 * parts of the course's location it lacks (", BC"), so the maps do not pick a namesake city elsewhere.
 */
export function mapQuery(course: LinkFields): string {
  const address = course.address?.trim();
  if (!address) return [course.name, course.location].filter(Boolean).join(', ');
  const addressWords = new Set(words(address));
  const missing = (course.location ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !words(part).every((word) => addressWords.has(word)));
  return [address, ...missing].join(', ');
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function googleMapsUrl(course: LinkFields): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery(course))}`;
}

export function appleMapsUrl(course: LinkFields): string {
  return `https://maps.apple.com/?q=${encodeURIComponent(mapQuery(course))}`;
}

/** A phone number as a tel: target: digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
