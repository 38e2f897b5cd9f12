import { z } from 'zod';
import { envelopeSchema } from './api-envelope';
import { IsoInstantSchema } from './iso-instant';
import { CourseSheetStatusSchema } from './mirror';
import { OpenTeeTimeSchema } from './monitoring-request-results';

// What Teewatch learnt from watching (issue 16, decision 0070): reopening odds, the openings heat map,
// a course's live facts and the home page's "Just opened" strip. Every figure comes from the mirror's own
// observations; where the history is too short the answer says so instead of giving a number.

/** The odds look back this many days. */
export const ODDS_WINDOW_DAYS = 14;
/** The heat map looks back this many days. */
export const HEATMAP_WINDOW_DAYS = 28;
/** Below this many days of watching a course, no odds figure is given. */
export const MIN_HISTORY_DAYS = 7;
/** Most courses one odds question may name (the catalogue is ~20; a region would be a few dozen). */
export const MAX_ODDS_COURSES = 50;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** GET /api/insights/odds query, as it arrives (strings). Weekdays: 0 = Sunday … 6 = Saturday, of the tee date. */
export const OpeningOddsQuerySchema = z
  .object({
    courseIds: z
      .string({ error: 'Course IDs are required' })
      .max(600, 'Too many course IDs')
      .regex(
        /^\s*[1-9]\d{0,8}\s*(,\s*[1-9]\d{0,8}\s*)*$/,
        'Course IDs must be comma-separated positive integers',
      )
      .transform((value) => [...new Set(value.split(',').map((id) => Number(id.trim())))])
      .refine((ids) => ids.length <= MAX_ODDS_COURSES, `At most ${MAX_ODDS_COURSES} courses`),
    timeStart: z.string({ error: 'Start time is required' }).max(5).regex(HH_MM, 'Start time must be HH:MM'),
    timeEnd: z.string({ error: 'End time is required' }).max(5).regex(HH_MM, 'End time must be HH:MM'),
    weekdays: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string()
        .max(20, 'Weekdays must be comma-separated numbers from 0 (Sunday) to 6 (Saturday)')
        .regex(
          /^\s*[0-6]\s*(,\s*[0-6]\s*)*$/,
          'Weekdays must be comma-separated numbers from 0 (Sunday) to 6 (Saturday)',
        )
        .transform((value) => [...new Set(value.split(',').map((day) => Number(day.trim())))].sort())
        .optional(),
    ),
  })
  .superRefine((query, ctx) => {
    if (
      HH_MM.test(query.timeStart) &&
      HH_MM.test(query.timeEnd) &&
      minutes(query.timeEnd) <= minutes(query.timeStart)
    ) {
      ctx.addIssue({ code: 'custom', path: ['timeEnd'], message: 'End time must be after start time' });
    }
  });
export type OpeningOddsQuery = z.input<typeof OpeningOddsQuerySchema>;

/** How long before its tee time an opening usually came, in Vancouver calendar days. */
export const OPENING_LEAD_BANDS = [
  'same_day',
  'day_before',
  'two_to_three_days',
  'four_to_seven_days',
  'over_a_week',
] as const;
export type OpeningLeadBand = (typeof OPENING_LEAD_BANDS)[number];

export const UsualOpeningTimeSchema = z.object({
  lead: z.enum(OPENING_LEAD_BANDS),
  /** The usual two-hour band of the moment it opened (Vancouver hours, 0–24); null when no band holds half. */
  fromHour: z.number().int().min(0).max(23).nullable(),
  toHour: z.number().int().min(1).max(24).nullable(),
});
export type UsualOpeningTime = z.infer<typeof UsualOpeningTimeSchema>;

export const CourseOpeningOddsSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string().max(200),
  /** Whole days since Teewatch first saw this course's sheet (0 when never). */
  watchedDays: z.number().int().min(0),
  hasEnoughHistory: z.boolean(),
  /** The days the counts cover: 14, or fewer while the course has been watched for less. Null without enough history. */
  periodDays: z.number().int().nullable(),
  /** Reopenings of times like these in the period (first looks excluded). Null without enough history. */
  reopenings: z.number().int().nullable(),
  /** When they usually came; null when fewer than 3 or no band holds half of them. */
  usually: UsualOpeningTimeSchema.nullable(),
  /** Median minutes a reopening stayed free, over those seen taken; null when fewer than 3 were. */
  medianMinutesFree: z.number().nullable(),
  /** Reopenings seen taken (the median's sample). */
  closedReopenings: z.number().int().nullable(),
  /** The figures in words, for the page. */
  sentence: z.string().max(500),
});
export type CourseOpeningOdds = z.infer<typeof CourseOpeningOddsSchema>;

export const OpeningOddsSchema = z.object({
  generatedAt: IsoInstantSchema,
  timeStart: z.string(),
  timeEnd: z.string(),
  weekdays: z.array(z.number().int().min(0).max(6)).max(7).nullable(),
  courses: z.array(CourseOpeningOddsSchema).max(MAX_ODDS_COURSES),
});
export type OpeningOdds = z.infer<typeof OpeningOddsSchema>;
export const OpeningOddsResponseSchema = envelopeSchema(OpeningOddsSchema);

/** Openings by weekday × hour of the moment they opened (Vancouver), over the last 28 days. */
export const OpeningsHeatmapSchema = z.object({
  courseId: z.number().int(),
  generatedAt: IsoInstantSchema,
  windowDays: z.number().int(),
  watchedDays: z.number().int().min(0),
  hasEnoughHistory: z.boolean(),
  /** counts[weekday][hour]: weekday 0 = Sunday; 7 rows of 24. */
  counts: z.array(z.array(z.number().int().min(0)).length(24)).length(7),
  total: z.number().int(),
});
export type OpeningsHeatmap = z.infer<typeof OpeningsHeatmapSchema>;

/** A bookable time the mirror holds, for the course page and the home strip. */
export const MirrorTimeSchema = OpenTeeTimeSchema.omit({ bookingUrl: true }).extend({
  /** When it became free (the reopening's moment); null for times simply on the sheet. */
  openedAt: IsoInstantSchema.nullable(),
});
export type MirrorTime = z.infer<typeof MirrorTimeSchema>;

/** What the mirror knows of one course now: its next open times and how fresh the sheet is. */
export const CourseLiveFactsSchema = z.object({
  courseId: z.number().int(),
  generatedAt: IsoInstantSchema,
  /** The course's newest good read of any date; null when never read ("Not checked yet"). */
  checkedAt: IsoInstantSchema.nullable(),
  /** Status of the course's next days' sheets, as searches show them. */
  status: CourseSheetStatusSchema,
  nextTimes: z.array(MirrorTimeSchema).max(10),
});
export type CourseLiveFacts = z.infer<typeof CourseLiveFactsSchema>;

/** GET /api/golf-courses/:id/insights: everything the course page shows of what Teewatch watched. */
export const CourseInsightsSchema = z.object({
  odds: CourseOpeningOddsSchema,
  heatmap: OpeningsHeatmapSchema,
  live: CourseLiveFactsSchema,
});
export type CourseInsights = z.infer<typeof CourseInsightsSchema>;
export const CourseInsightsResponseSchema = envelopeSchema(CourseInsightsSchema);

/** GET /api/insights/just-opened: recent reopenings still free in the next days. */
export const JustOpenedSchema = z.object({
  generatedAt: IsoInstantSchema,
  times: z.array(MirrorTimeSchema).max(20),
});
export type JustOpened = z.infer<typeof JustOpenedSchema>;
export const JustOpenedResponseSchema = envelopeSchema(JustOpenedSchema);
