import type { CourseFormValues } from '../../lib/course-form-values';

/** One plain input of the course form: its value key, control id, label and input attributes. */
export type InputSpec = {
  key: keyof CourseFormValues;
  id: string;
  label: string;
  type: 'text' | 'number' | 'tel' | 'email' | 'url' | 'time';
  /** Spans both grid columns. */
  isWide?: boolean;
  required?: boolean;
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
  hint?: string;
};

export const COURSE_DETAILS_FIELDS: readonly InputSpec[] = [
  {
    key: 'holes',
    id: 'course-holes',
    label: 'Number of Holes',
    type: 'number',
    min: 9,
    max: 27,
    step: 9,
    placeholder: '18',
  },
  { key: 'length_yards', id: 'course-length', label: 'Length (yards)', type: 'number', min: 1000, max: 8000 },
  { key: 'par', id: 'course-par', label: 'Par', type: 'number', min: 27, max: 80 },
  {
    key: 'course_rating',
    id: 'course-rating',
    label: 'Course Rating',
    type: 'number',
    min: 60,
    max: 80,
    step: 0.1,
  },
  { key: 'slope_rating', id: 'course-slope', label: 'Slope Rating', type: 'number', min: 55, max: 155 },
];

export const CONTACT_FIELDS: readonly InputSpec[] = [
  { key: 'address', id: 'course-address', label: 'Address', type: 'text', isWide: true },
  { key: 'phone', id: 'course-phone', label: 'Phone', type: 'tel' },
  { key: 'email', id: 'course-email', label: 'Email', type: 'email' },
  {
    key: 'website',
    id: 'course-website',
    label: 'Website',
    type: 'url',
    isWide: true,
    placeholder: 'https://',
  },
];

export const BOOKING_FIELDS: readonly InputSpec[] = [
  {
    key: 'booking_url',
    id: 'course-booking-url',
    label: 'Booking URL',
    type: 'url',
    isWide: true,
    placeholder: 'https://',
  },
  {
    key: 'booking_advance_days',
    id: 'course-advance-days',
    label: 'Booking Advance Days',
    type: 'number',
    min: 1,
    max: 90,
  },
  {
    key: 'booking_open_time',
    id: 'course-open-time',
    label: 'Daily Booking Open Time (UTC)',
    hint: 'When the course releases its next booking day, in UTC.',
    type: 'time',
  },
  {
    key: 'free_cancellation_hours',
    id: 'course-free-cancellation-hours',
    label: 'Free Cancellation Cutoff (hours before)',
    hint: 'Golfers holding a time here get one reminder before it. Leave blank when not stated.',
    type: 'number',
    min: 1,
    max: 168,
  },
  {
    key: 'free_cancellation_source',
    id: 'course-free-cancellation-source',
    label: 'Where the Cutoff Is Stated',
    hint: 'A link to the course’s policy, or a note.',
    type: 'text',
    isWide: true,
  },
];

/** The control an error key belongs to, for the error summary's links. */
const FIELD_IDS: Record<string, string> = {
  name: 'course-name',
  location: 'course-location',
  course_type: 'course-type',
  description: 'course-description',
  api_type: 'course-api-type',
  api_course_id: 'course-api-course-id',
  ...Object.fromEntries(
    [...COURSE_DETAILS_FIELDS, ...CONTACT_FIELDS, ...BOOKING_FIELDS].map((field) => [field.key, field.id]),
  ),
};

export function courseFieldId(key: string): string {
  if (key.startsWith('api_config.')) return `course-config-${key.slice('api_config.'.length)}`;
  return FIELD_IDS[key] ?? 'course-form-heading';
}
