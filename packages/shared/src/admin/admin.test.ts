import { describe, expect, it } from 'vitest';
import { courseFormErrors } from '../../test/course-form-errors';
import {
  AdminCourseListQuerySchema,
  AdminRequestListQuerySchema,
  CourseFormSchema,
  IMAGE_UPLOAD_INVALID_MESSAGE,
  ImageUploadInputSchema,
  missingApiConfigFields,
  missingFieldsMessage,
  totalPagesFor,
} from '../index';

const validCps = {
  name: 'Test Links',
  location: 'Vancouver, BC',
  api_type: 'cps',
  api_course_id: '7',
  api_config: {
    baseUrl: 'https://golfvancouver.cps.golf',
    referer: 'https://golfvancouver.cps.golf/onlineresweb/search-teetime',
    siteId: '1',
    websiteId: '00000000-0000-0000-0000-000000000000',
  },
};

describe('CourseFormSchema', () => {
  it('applies the spec defaults', () => {
    const course = CourseFormSchema.parse(validCps);
    expect(course.booking_advance_days).toBe(30);
    expect(course.booking_open_time).toBe('00:00');
    expect(course.is_public).toBe(true);
    expect(course.facilities).toEqual([]);
    expect(course.description).toBeNull();
  });

  it('requires name, location, API type and API course ID', () => {
    const errors = courseFormErrors({ name: ' ', location: 'Seattle, WA', api_course_id: '' });
    expect(errors.name).toBe('Course name is required');
    expect(errors.location).toBe('Please choose a location from the list');
    expect(errors.api_type).toBe('API type is required');
    expect(errors.api_course_id).toBe('API course ID is required');
  });

  it('requires the config fields of the chosen API type', () => {
    expect(courseFormErrors({ ...validCps, api_config: { baseUrl: 'not a url' } })).toMatchObject({
      'api_config.baseUrl': 'Please enter a valid URL (https://...)',
      'api_config.referer': 'Referer URL is required',
      'api_config.siteId': 'Site ID is required',
      'api_config.websiteId': 'Website ID is required',
    });
    expect(courseFormErrors({ ...validCps, api_type: 'chronogolf', api_config: {} })).toMatchObject({
      'api_config.baseUrl': 'Base URL is required',
      'api_config.clubUrl': 'Club URL is required',
    });
  });

  it('keeps the chronogolf extra keys and drops keys of the other type', () => {
    const course = CourseFormSchema.parse({
      ...validCps,
      api_type: 'chronogolf',
      api_config: {
        ...validCps.api_config,
        baseUrl: 'https://www.chronogolf.com/marketplace/v2/teetimes',
        clubUrl: 'https://www.chronogolf.com/club/x',
        clubId: 12,
        courseUuid: '',
      },
    });
    expect(course.api_config).toEqual({
      baseUrl: 'https://www.chronogolf.com/marketplace/v2/teetimes',
      clubUrl: 'https://www.chronogolf.com/club/x',
      clubId: '12',
    });
  });

  it.each([
    ['holes', 18, true],
    ['holes', 27, true],
    ['holes', 12, false],
    ['length_yards', 1000, true],
    ['length_yards', 8001, false],
    ['par', 27, true],
    ['par', 81, false],
    ['course_rating', 72.3, true],
    ['course_rating', 72.35, false],
    ['course_rating', 59.9, false],
    ['slope_rating', 155, true],
    ['slope_rating', 54, false],
    ['booking_advance_days', 90, true],
    ['booking_advance_days', 0, false],
    ['booking_open_time', '07:30', true],
    ['booking_open_time', '24:00', false],
  ])('%s = %s valid: %s', (field, value, valid) => {
    expect(CourseFormSchema.safeParse({ ...validCps, [field]: value }).success).toBe(valid);
  });
});

describe('CourseFormSchema: a course by its site and listed name, or in the directory only', () => {
  it('needs no id when the course is named as its booking site lists it', () => {
    const course = CourseFormSchema.parse({ ...validCps, api_course_id: '', source_course_name: ' RIDGE ' });
    expect(course).toMatchObject({ api_course_id: '', source_course_name: 'RIDGE', directory_only: false });
  });

  it('still asks for the id of a course named by neither', () => {
    expect(courseFormErrors({ ...validCps, api_course_id: '' })).toEqual({
      api_course_id: 'API course ID is required',
    });
    expect(courseFormErrors({ ...validCps, api_course_id: undefined, name: '' })).toMatchObject({
      name: 'Course name is required',
      api_course_id: 'API course ID is required',
    });
  });

  it('takes a directory-only course with no booking system and no configuration', () => {
    const course = CourseFormSchema.parse({ name: 'Peace Portal', location: 'Surrey, BC', api_type: 'none' });
    expect(course).toMatchObject({ api_type: 'none', api_course_id: '', api_config: {} });
    expect(
      CourseFormSchema.parse({ ...validCps, api_course_id: '', directory_only: true }).directory_only,
    ).toBe(true);
    expect(courseFormErrors({ ...validCps, source_course_name: 'x'.repeat(201) })).toHaveProperty(
      'source_course_name',
    );
  });
});

describe('config helpers', () => {
  it('lists missing fields in form order', () => {
    const missing = missingApiConfigFields('cps', { baseUrl: 'x', siteId: ' ' });
    expect(missing).toEqual(['referer', 'siteId', 'websiteId']);
    expect(missingFieldsMessage(missing)).toBe('Missing required fields: referer, siteId, websiteId');
  });
});

describe('query schemas', () => {
  it('coerce query strings and default page sizes', () => {
    expect(AdminCourseListQuerySchema.parse({ is_active: 'false', page: '2' })).toMatchObject({
      page: 2,
      limit: 10,
      is_active: false,
    });
    expect(AdminRequestListQuerySchema.parse({ search: ' ' })).toEqual({ page: 1, limit: 20, status: 'all' });
  });

  it('counts pages', () => {
    expect(totalPagesFor(0, 20)).toBe(1);
    expect(totalPagesFor(41, 20)).toBe(3);
  });
});

describe('ImageUploadInputSchema', () => {
  it('needs a base64 data URL', () => {
    const result = ImageUploadInputSchema.safeParse({
      fileData: 'hello',
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(IMAGE_UPLOAD_INVALID_MESSAGE);
    expect(
      ImageUploadInputSchema.safeParse({
        fileData: 'data:image/png;base64,AAAA',
        filename: 'a.png',
        contentType: 'image/png',
      }).success,
    ).toBe(true);
  });
});
