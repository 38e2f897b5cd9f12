import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminGolfCourse,
  DiscoveredCourse,
  DiscoveredSite,
  LOCATIONS,
  TestApiResult,
} from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { saveCourse } from './save-course';

export type Location = (typeof LOCATIONS)[number];

// "From a booking link" (issue 35, item 2; decision 0160): the server recognises the booking system at a
// pasted address and lists its courses; the admin picks some, which are created by site and listed name
// (their ids found by the server, never typed) and then read once for tomorrow.

/** POST /api/admin/golf-courses/discover: the site's system and courses; nothing is created. */
export function useDiscoverCourses() {
  return useMutation({
    mutationFn: (url: string) =>
      // The server reads the site through its host budget and the source timeout: leave room for both.
      apiRequest<DiscoveredSite>('/api/admin/golf-courses/discover', {
        method: 'POST',
        body: { url },
        timeoutMs: 30_000,
      }),
  });
}

export type AddedCourse = { course: AdminGolfCourse; test: TestApiResult | { error: string } };

/** Creates one picked course with the configuration the site gave, then test-reads it for `date`. */
async function addDiscoveredCourse(
  site: DiscoveredSite,
  listed: DiscoveredCourse,
  location: Location,
  date: string,
): Promise<AddedCourse> {
  const course = await saveCourse({
    input: {
      name: listed.name,
      location,
      api_type: site.api_type ?? site.platform,
      api_course_id: listed.api_course_id,
      api_config: site.api_config ?? {},
      source_course_name: listed.name,
      booking_url: site.booking_url ?? null,
      holes: listed.holes === 9 || listed.holes === 18 || listed.holes === 27 ? listed.holes : null,
      ...(listed.booking_advance_days ? { booking_advance_days: listed.booking_advance_days } : {}),
    },
  });
  try {
    const test = await apiRequest<TestApiResult>(`/api/admin/golf-courses/${course.id}/test-api`, {
      method: 'POST',
      body: { date },
      timeoutMs: 30_000,
    });
    return { course, test };
  } catch (failure) {
    return { course, test: { error: failure instanceof Error ? failure.message : 'Test read failed' } };
  }
}

/** Creates the picked courses one after the other (each through the same host budget) and reports each. */
export function useAddDiscoveredCourses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      site: DiscoveredSite;
      picked: DiscoveredCourse[];
      location: Location;
      date: string;
    }) => {
      const added: AddedCourse[] = [];
      for (const listed of input.picked) {
        added.push(await addDiscoveredCourse(input.site, listed, input.location, input.date));
      }
      return added;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'golf-courses'] }),
  });
}
