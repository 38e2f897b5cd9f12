import { useQuery } from '@tanstack/react-query';
import type { CourseTeeTimes } from '@teewatch/shared';
import { vancouverToday } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { systemClock } from '../../../lib/clock';

/**
 * Today's first open tee time at a live course (HH:MM, Vancouver), for the map's course card: the tee-times
 * search for today, that one course, any hour and party size. Null when nothing is open today.
 */
export async function getFirstOpenTime(courseId: number, signal?: AbortSignal): Promise<string | null> {
  const answer = await apiRequest<CourseTeeTimes[]>('/api/tee-times', {
    query: {
      date: vancouverToday(systemClock()),
      courseIds: String(courseId),
      startHour: 0,
      endHour: 24,
      numberOfPlayers: 0,
    },
    signal,
  });
  const slots = answer.find((entry) => entry.courseId === courseId)?.teeTimeSlots ?? [];
  return slots.reduce<string | null>(
    (first, slot) => (first === null || slot.time < first ? slot.time : first),
    null,
  );
}

export function useFirstOpenTime(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['first-open-time', courseId],
    queryFn: ({ signal }) => getFirstOpenTime(courseId, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
