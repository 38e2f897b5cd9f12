import { z } from 'zod';
import { pathId } from './api-document-meta';
import { API_TYPES } from './constants';
import { IsoInstantSchema } from './iso-instant';
import { CourseSourceHealthSchema } from './mirror';

export const CourseImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  alt_text: z.string().nullable(),
});
export type CourseImage = z.infer<typeof CourseImageSchema>;

/** A golf course as the golfer side sees it (golfer-side §3). */
export const GolfCourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  images: z.array(CourseImageSchema),
  holes: z.number().int().nullable(),
  length_yards: z.number().int().nullable(),
  par: z.number().int().nullable(),
  course_rating: z.number().nullable(),
  slope_rating: z.number().int().nullable(),
  course_type: z.string().nullable(),
  is_public: z.boolean(),
  booking_advance_days: z.number().int().nullable(),
  /** The course's daily release time, HH:MM UTC (admin-console §5): with booking_advance_days, when a date opens. */
  booking_open_time: z.string().max(5),
  booking_url: z.string().nullable(),
  /** Free cancellation ends this many hours before a tee time, and where that is stated (decision 0196). Optional for older servers. */
  free_cancellation_hours: z.number().int().nullable().optional(),
  free_cancellation_source: z.string().nullable().optional(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  facilities: z.array(z.string()),
  features: z.array(z.string()),
  is_active: z.boolean(),
  last_updated: IsoInstantSchema,
  api_source: z.string().nullable(),
  /**
   * Listed with its facts, website and phone, never read for tee times: "Book on the course's site"
   * (decision 0161). Absent from older servers.
   */
  directory_only: z.boolean().optional(),
  /**
   * Where the course is (WGS 84 degrees), for the courses map and "Near me"; null when no source gave it.
   * Absent from older servers.
   */
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
});
export type GolfCourse = z.infer<typeof GolfCourseSchema>;

export const ApiTypeSchema = z.enum(API_TYPES);

export const CpsApiConfigSchema = z.object({
  baseUrl: z.string(),
  siteId: z.string(),
  websiteId: z.string(),
  referer: z.string(),
});
export type CpsApiConfig = z.infer<typeof CpsApiConfigSchema>;

export const ChronogolfApiConfigSchema = z.object({
  baseUrl: z.string(),
  clubUrl: z.string(),
});
export type ChronogolfApiConfig = z.infer<typeof ChronogolfApiConfigSchema>;

/** A golf course with the administrator-only fields (admin-console §3). */
export const AdminGolfCourseSchema = GolfCourseSchema.extend({
  api_type: ApiTypeSchema,
  api_course_id: z.string(),
  api_config: z.record(z.string(), z.unknown()),
  /** The course's name as its booking site lists it; null until the site's list named it (decision 0160). */
  source_course_name: z.string().nullable().optional(),
  /** When the site's list last named the course (its ids found or confirmed then). */
  source_ids_found_at: IsoInstantSchema.nullable().optional(),
  /** Since when the site's list no longer names the course: "not found at its booking site". */
  source_missing_since: IsoInstantSchema.nullable().optional(),
  updated_at: IsoInstantSchema,
  /** In the admin course list only: how the course's source has been answering the mirror's reads. */
  source_health: CourseSourceHealthSchema.optional(),
});
export type AdminGolfCourse = z.infer<typeof AdminGolfCourseSchema>;

export const BookingUrlSchema = z.object({ bookingUrl: z.string() });

/** Course ids in paths are positive integers; anything else is "Invalid course ID". */
export const CourseIdParamSchema = z.object({ id: pathId('Invalid course ID') });

export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable().optional(),
  role: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;
