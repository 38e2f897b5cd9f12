import { DEFAULT_BOOKING_URL } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/golf-courses/{id}/booking-url; the city's public booking search when it fails. */
export async function getBookingUrl(courseId: number): Promise<string> {
  try {
    const data = await apiRequest<{ bookingUrl?: string }>(`/api/golf-courses/${courseId}/booking-url`);
    return data?.bookingUrl || DEFAULT_BOOKING_URL;
  } catch {
    return DEFAULT_BOOKING_URL;
  }
}
