import type { CourseTeeTimes } from '@teewatch/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { selectCourseForecasts } from '../../lib/course-forecast';

// The forecast beside each time of a search (issue 47, decision 0320): the hour's figures at the course and
// when they were read, from what the worker stored. An hour or date the stored forecast does not cover is
// null, "No forecast": nothing is guessed. With the forecast off the answer has no forecast fields at all.

/** The courses' answers with each time's forecast and each course's forecastReadAt. */
export async function attachForecasts(input: {
  config: Pick<Config, 'weather'>;
  db: Db;
  date: string;
  courses: CourseTeeTimes[];
  now: Date;
}): Promise<CourseTeeTimes[]> {
  const { courses } = input;
  if (!input.config.weather.enabled) return courses;
  const forecasts = await selectCourseForecasts(input.db, {
    courseIds: courses.map((course) => course.courseId),
    date: input.date,
    now: input.now,
  });
  return courses.map((course) => {
    const forecast = forecasts.get(course.courseId);
    return {
      ...course,
      forecastReadAt: forecast?.readAt.toISOString() ?? null,
      teeTimeSlots: course.teeTimeSlots.map((slot) => ({
        ...slot,
        forecast: forecast?.hours.get(Number(slot.time.slice(0, 2))) ?? null,
      })),
    };
  });
}
