import { type AdminGolfCourse, CourseFormSchema } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import {
  courseToFormValues,
  emptyCourseFormValues,
  isCourseFormDirty,
  toCourseFormInput,
} from './course-form-values';

const course: AdminGolfCourse = {
  id: 7,
  name: 'Fraserview Golf Course',
  city: 'Vancouver',
  location: 'Vancouver, BC',
  description: null,
  image_url: null,
  images: [],
  holes: 18,
  length_yards: 6300,
  par: 72,
  course_rating: 70.1,
  slope_rating: 120,
  course_type: 'Parkland',
  is_public: true,
  booking_advance_days: 7,
  booking_url: null,
  website: 'https://example.com',
  address: null,
  phone: null,
  email: null,
  facilities: ['Pro Shop', 'Driving Range'],
  features: [],
  is_active: true,
  last_updated: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  api_source: 'cps',
  api_type: 'cps',
  api_course_id: '3',
  api_config: { baseUrl: 'https://cps.example', referer: 'https://cps.example', siteId: '1', websiteId: 'w' },
  booking_open_time: '14:00',
};

describe('course form change tracking', () => {
  it('is clean when nothing changed', () => {
    const original = courseToFormValues(course);
    expect(isCourseFormDirty(courseToFormValues(course), original)).toBe(false);
  });

  it('is dirty after an edit and clean again once the edit is undone', () => {
    const original = courseToFormValues(course);
    const edited = { ...original, name: 'Fraserview Golf Course (renamed)' };
    expect(isCourseFormDirty(edited, original)).toBe(true);
    expect(isCourseFormDirty({ ...edited, name: original.name }, original)).toBe(false);
  });

  it('ignores surrounding spaces and the order checkboxes were ticked in', () => {
    const original = courseToFormValues(course);
    expect(isCourseFormDirty({ ...original, name: `  ${original.name} ` }, original)).toBe(false);
    expect(isCourseFormDirty({ ...original, facilities: ['Driving Range', 'Pro Shop'] }, original)).toBe(
      false,
    );
    expect(isCourseFormDirty({ ...original, facilities: ['Pro Shop'] }, original)).toBe(true);
  });

  it('sees changes inside the API configuration', () => {
    const original = courseToFormValues(course);
    const edited = { ...original, api_config: { ...original.api_config, siteId: '2' } };
    expect(isCourseFormDirty(edited, original)).toBe(true);
  });

  it('starts a new course with the spec defaults, and that blank form is clean', () => {
    const values = emptyCourseFormValues();
    expect(values.booking_advance_days).toBe('30');
    expect(values.booking_open_time).toBe('00:00');
    expect(values.is_public).toBe(true);
    expect(isCourseFormDirty(emptyCourseFormValues(), values)).toBe(false);
  });

  it('turns a loaded course back into a payload the shared schema accepts', () => {
    const parsed = CourseFormSchema.safeParse(toCourseFormInput(courseToFormValues(course)));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.holes).toBe(18);
    expect(parsed.data?.course_rating).toBe(70.1);
  });

  it('loads a legacy CPS v3 course as one, with its tenant root and Hole', () => {
    const v3 = {
      ...course,
      api_type: 'cps-v3' as const,
      api_course_id: '1',
      api_config: { baseUrl: 'https://w.cps.golf/WestVancouverV3', hole: '9' },
    };
    const values = courseToFormValues(v3);
    expect(values.api_type).toBe('cps-v3');
    expect(values.api_config).toEqual(v3.api_config);
    const parsed = CourseFormSchema.safeParse(toCourseFormInput(values));
    expect(parsed.data).toMatchObject({ api_type: 'cps-v3', api_config: v3.api_config });
  });

  it('reports the schema messages for out-of-range numbers typed in the form', () => {
    const values = { ...courseToFormValues(course), holes: '12', par: '90' };
    const parsed = CourseFormSchema.safeParse(toCourseFormInput(values));
    const fields = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['holes', 'par']));
  });
});
