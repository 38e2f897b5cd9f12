import { addDaysToIsoDate, TestApiResultSchema, vancouverToday } from '@teewatch/shared';
import { type Simulator, startSimulator } from '@teewatch/simulator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeTestApp } from '../../../test/admin-test-helpers';
import { simulatorEnv } from '../../../test/source-test-support';
import { createTestApp, dataOf, signUpAdmin, type TestApp } from '../../../test/test-context';
import { golfCourses } from '../../db/schema';

describe('admin test-api against the simulator', () => {
  let simulator: Simulator;
  let testApp: TestApp;
  let admin: string;
  let courseId: number;

  const testApi = (id: number, payload?: object) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/admin/golf-courses/${id}/test-api`,
      headers: { cookie: admin },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    simulator = await startSimulator({ port: 0 });
    testApp = await createTestApp({
      ...simulatorEnv(simulator),
      SOURCE_TIMEOUT_MS: '5000',
    });
    admin = await signUpAdmin(testApp);
    const [row] = await testApp.ctx.db
      .select({ id: golfCourses.id })
      .from(golfCourses)
      .where(eq(golfCourses.seedKey, 'cps:golfvancouver:1'));
    courseId = row!.id;
  });
  afterAll(async () => {
    await closeTestApp(testApp);
    await simulator?.close();
  });
  beforeEach(() => simulator.reset());

  it('reports the slots the source has for a date, with latency and a sample', async () => {
    const date = addDaysToIsoDate(vancouverToday(new Date()), 2);
    simulator.setSlot({ system: 'cps', site: 'golfvancouver', courseId: 1, date, time: '06:00', spots: 4 });
    const response = await testApi(courseId, { date });
    const result = dataOf(response, 200, TestApiResultSchema);
    expect(result).toMatchObject({ ok: true, date });
    expect(result.slotsFound).toBeGreaterThan(0);
    expect(result.sample![0]).toMatchObject({ time: '06:00', availableSpots: 4 });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(simulator.requests().log.length).toBeGreaterThan(0);
  });

  it('defaults the date to today in Vancouver and accepts no body', async () => {
    const result = (await testApi(courseId)).json().data;
    expect(result.date).toBe(vancouverToday(new Date()));
    expect(result.ok).toBe(true);
  });

  it('reports a failing source as a result, not as a failed call', async () => {
    simulator.addFault({ target: { system: 'cps' }, fault: { type: 'cloudflare403' } });
    const response = await testApi(courseId, {});
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result.ok).toBe(false);
    expect(result.slotsFound).toBe(0);
    expect(result.error).toMatch(/unavailable/i);
  });

  it('answers 404 for an unknown course and 400 for a bad date', async () => {
    expect((await testApi(999_999, {})).statusCode).toBe(404);
    const bad = await testApi(courseId, { date: '2030-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Date must be YYYY-MM-DD');
  });

  describe('with the values on the form (test-config)', () => {
    const testConfig = (payload: object) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/admin/golf-courses/test-config',
        headers: { cookie: admin },
        payload,
      });
    const savedCourse = async () => {
      const [row] = await testApp.ctx.db.select().from(golfCourses).where(eq(golfCourses.id, courseId));
      return row!;
    };

    it('reads with unsaved values, not the saved ones, and says which it used', async () => {
      const saved = await savedCourse();
      const date = addDaysToIsoDate(vancouverToday(new Date()), 1);
      simulator.setSlot({ system: 'cps', site: 'golfvancouver', courseId: 2, date, time: '06:30', spots: 3 });
      const response = await testConfig({
        api_type: 'cps',
        api_course_id: '2',
        api_config: saved.apiConfig,
        holes: 18,
        date,
      });
      const result = dataOf(response, 200, TestApiResultSchema);
      expect(result).toMatchObject({ ok: true, date });
      expect(result.sample?.map((slot) => slot.time)).toContain('06:30');
      expect(result.used).toEqual({
        from: 'form',
        api_type: 'cps',
        api_course_id: '2',
        api_config: saved.apiConfig,
        holes: 18,
      });
      // Nothing was saved.
      expect((await savedCourse()).apiCourseId).toBe(saved.apiCourseId);
    });

    it('reads for a course not created yet, and reports the source refusing those values', async () => {
      const saved = await savedCourse();
      const fine = (
        await testConfig({ api_type: 'cps', api_course_id: '1', api_config: saved.apiConfig })
      ).json();
      expect(fine.data).toMatchObject({ ok: true, date: vancouverToday(new Date()), used: { from: 'form' } });
      simulator.addFault({ target: { system: 'cps' }, fault: { type: 'cloudflare403' } });
      const refused = (
        await testConfig({ api_type: 'cps', api_course_id: '1', api_config: saved.apiConfig })
      ).json();
      expect(refused.data).toMatchObject({ ok: false, slotsFound: 0, used: { api_course_id: '1' } });
    });

    it('refuses values the form would refuse, naming the field', async () => {
      const response = await testConfig({ api_type: 'cps', api_course_id: '1', api_config: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors.map((error: { field: string }) => error.field)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^api_config/)]),
      );
      expect((await testConfig({ api_type: 'cps', api_course_id: '', api_config: {} })).statusCode).toBe(400);
    });

    it('reads a legacy CPS v3 tenant from the form\u2019s values, and refuses a Hole it does not take', async () => {
      const date = addDaysToIsoDate(vancouverToday(new Date()), 1);
      const ref = { system: 'cps', site: 'kingslinksv3', courseId: 1 } as const;
      // 09:12 alone open: the sample is the first five times, and a weekend's generated sheet has more
      // before 09:12 (a Sunday failed this test before the day was emptied).
      for (const slot of simulator.slots(ref, date))
        simulator.setSlot({ ...ref, date, time: slot.time, spots: 0 });
      simulator.setSlot({ ...ref, date, time: '09:12', spots: 2 });
      const api_config = { baseUrl: 'https://w.cps.golf/KingsLinksV3', hole: '18' };
      const response = await testConfig({ api_type: 'cps-v3', api_course_id: '1', api_config, date });
      const result = dataOf(response, 200, TestApiResultSchema);
      expect(result).toMatchObject({ ok: true, date, used: { api_type: 'cps-v3', api_config } });
      expect(result.sample?.find((slot) => slot.time === '09:12')).toMatchObject({ availableSpots: 2 });
      const bad = await testConfig({
        api_type: 'cps-v3',
        api_course_id: '1',
        api_config: { ...api_config, hole: '27' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().validationErrors).toContainEqual(
        expect.objectContaining({
          field: 'api_config.hole',
          message: 'Holes per round (Hole) must be 9 or 18',
        }),
      );
    });

    it('the saved course test says it used the saved values', async () => {
      const saved = await savedCourse();
      const result = (await testApi(courseId, {})).json().data;
      expect(result.used).toMatchObject({ from: 'saved', api_course_id: saved.apiCourseId });
    });
  });
});
