import { describe, expect, it } from 'vitest';
import { courseFormErrors } from '../../test/course-form-errors';
import { CourseFormSchema, defaultApiConfig, TestConfigInputSchema } from '../index';

// The legacy CPS v3 course's source fields (the other types are covered in admin.test.ts).

const gleneagles = {
  name: 'Gleneagles Golf Course',
  location: 'Vancouver, BC',
  api_type: 'cps-v3',
  api_course_id: '1',
  api_config: { baseUrl: 'https://w.cps.golf/WestVancouverV3/', hole: '9' },
};

describe('a CPS v3 course', () => {
  it('keeps the tenant root and Hole, and drops keys of the other types', () => {
    const course = CourseFormSchema.parse({
      ...gleneagles,
      api_config: { ...gleneagles.api_config, siteId: '1', clubUrl: 'https://www.chronogolf.com/club/x' },
    });
    expect(course.api_type).toBe('cps-v3');
    expect(course.api_config).toEqual({ baseUrl: 'https://w.cps.golf/WestVancouverV3/', hole: '9' });
  });

  it('requires the tenant root and Hole', () => {
    expect(courseFormErrors({ ...gleneagles, api_config: {} })).toMatchObject({
      'api_config.baseUrl': 'Base URL is required',
      'api_config.hole': 'Holes per round (Hole) is required',
    });
  });

  it.each([
    [{ hole: '12' }, 'api_config.hole', 'Holes per round (Hole) must be 9 or 18'],
    [
      { baseUrl: 'https://w.cps.golf' },
      'api_config.baseUrl',
      'Base URL must be the v3 site\u2019s root, such as https://w.cps.golf/WestVancouverV3',
    ],
    [
      { baseUrl: 'https://w.cps.golf/WestVancouverV3/Home/nIndex?CourseId=1' },
      'api_config.baseUrl',
      'Base URL must be the v3 site\u2019s root, such as https://w.cps.golf/WestVancouverV3',
    ],
    [
      { baseUrl: 'w.cps.golf/WestVancouverV3' },
      'api_config.baseUrl',
      'Please enter a valid URL (https://...)',
    ],
  ])('refuses %o', (config, path, message) => {
    const errors = courseFormErrors({ ...gleneagles, api_config: { ...gleneagles.api_config, ...config } });
    expect(errors[path]).toBe(message);
  });

  it('takes only a number as its CourseId', () => {
    expect(courseFormErrors({ ...gleneagles, api_course_id: '1,2' }).api_course_id).toBe(
      'A CPS v3 course ID is a number (the page\u2019s CourseId)',
    );
  });

  it('is checked the same way by the configuration test of the values on screen', () => {
    const input = { ...gleneagles, api_config: { ...gleneagles.api_config, hole: '27' }, date: '2026-06-13' };
    expect(TestConfigInputSchema.safeParse(input).success).toBe(false);
    expect(TestConfigInputSchema.safeParse({ ...input, api_config: gleneagles.api_config }).success).toBe(
      true,
    );
  });

  it('starts the admin form with an 18-hole round', () => {
    expect(defaultApiConfig('cps-v3')).toEqual({ baseUrl: '', hole: '18' });
  });
});
