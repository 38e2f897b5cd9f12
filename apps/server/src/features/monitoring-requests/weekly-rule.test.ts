import {
  CreateMonitoringRequestResultSchema,
  GROUP_MESSAGES,
  MONITORING_REQUEST_MESSAGES,
  MonitoringRequestListResultSchema,
  WEEKLY_RULE_MESSAGES,
} from '@teewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vancouverAt } from '../../../test/alerts-test-kit';
import {
  appCaller,
  createTestApp,
  firstActiveCourse,
  signUp,
  type TestApp,
} from '../../../test/test-context';
import { golfCourses } from '../../db/schema';

// The weekly rule's API (issue 51 item 5, decision 0350): create, list, edit, a booked date, end, and the
// clear 400s, on a pinned clock: 2027-03-03 is a Wednesday; the course's window is 10 days.

let testApp: TestApp;
let alice: string;
let bob: string;
let courseId: number;
const now = vancouverAt('2027-03-03', '08:00');
const call = appCaller(() => testApp.app);

const rule = (overrides: Record<string, unknown> = {}) => ({
  courseIds: [courseId],
  startTime: '07:00',
  endTime: '10:00',
  numberOfPlayers: 2,
  contactEmail: 'alice@example.com',
  weekly: { weekdays: [6, 0] },
  ...overrides,
});

beforeAll(async () => {
  testApp = await createTestApp({}, { clock: () => now });
  alice = await signUp(testApp.app, { email: 'alice@example.com' });
  bob = await signUp(testApp.app, { email: 'bob@example.com' });
  courseId = (await firstActiveCourse(testApp)).id;
  await testApp.ctx.db
    .update(golfCourses)
    .set({ bookingAdvanceDays: 10 })
    .where(eq(golfCourses.id, courseId));
});
afterAll(async () => {
  await testApp?.close();
});

describe('weekly rules through the API', () => {
  let id: number;

  it('creates a rule watching its weekdays inside the booking window, listed as one request', async () => {
    const created = await call('POST', '/api/monitoring-requests', alice, rule());
    expect(created.statusCode, created.body).toBe(201);
    const data = CreateMonitoringRequestResultSchema.parse(created.json()).data!;
    id = data.id;
    expect(data.weekly).toEqual({ weekdays: [0, 6], endsOn: '2027-09-02' });
    // Saturdays and Sundays from Wednesday 3 March to the 13th (10 days).
    expect(data.preferred_dates).toEqual(['2027-03-06', '2027-03-07', '2027-03-13']);
    const listed = MonitoringRequestListResultSchema.parse(
      (await call('GET', '/api/monitoring-requests', alice)).json(),
    );
    expect(listed.data!.filter((request) => request.weekly)).toHaveLength(1);
  });

  it('edits the rule: new weekdays and an end date, its dates recomputed', async () => {
    const edited = await call(
      'PUT',
      `/api/users/me/monitoring-requests/${id}`,
      alice,
      rule({ weekly: { weekdays: [5], endsOn: '2027-03-10' } }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const data = edited.json().data;
    expect(data.weekly).toEqual({ weekdays: [5], endsOn: '2027-03-10' });
    expect(data.preferred_dates).toEqual(['2027-03-05']);
    expect(data.expires_at).toBe(vancouverAt('2027-03-10', '10:00').toISOString());
    const back = await call('PUT', `/api/users/me/monitoring-requests/${id}`, alice, rule());
    expect(back.json().data.preferred_dates).toEqual(['2027-03-06', '2027-03-07', '2027-03-13']);
  });

  it('"I booked it" on the dashboard stops that date only; the rule stays active', async () => {
    const booked = await call('POST', `/api/users/me/monitoring-requests/${id}/booked-dates`, alice, {
      date: '2027-03-06',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data).toMatchObject({
      is_active: true,
      preferred_dates: ['2027-03-07', '2027-03-13'],
      booked_dates: ['2027-03-06'],
    });
    const again = await call('POST', `/api/users/me/monitoring-requests/${id}/booked-dates`, alice, {
      date: '2027-03-06',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This waitlist request does not watch that date');
    // Someone else's rule is "not found".
    const foreign = await call('POST', `/api/users/me/monitoring-requests/${id}/booked-dates`, bob, {
      date: '2027-03-07',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('is never shared with a group: its dates roll on their own', async () => {
    const invited = await call('POST', `/api/users/me/monitoring-requests/${id}/invitations`, alice);
    expect(invited.statusCode, invited.body).toBe(400);
    expect(invited.json().error).toBe(GROUP_MESSAGES.weeklyNotShared);
  });

  it('ends the rule', async () => {
    const ended = await call('POST', `/api/users/me/monitoring-requests/${id}/end`, alice);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.is_active).toBe(false);
    expect(ended.json().data.expires_at).toBe(now.toISOString());
  });

  it("answers bad rules with a clear 400 in the form's words, never a 500", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ weekly: { weekdays: [] } }, WEEKLY_RULE_MESSAGES.noWeekday],
      [{ weekly: { weekdays: [7] } }, WEEKLY_RULE_MESSAGES.invalidWeekday],
      [{ weekly: { weekdays: [1.5] } }, WEEKLY_RULE_MESSAGES.invalidWeekday],
      [{ weekly: { weekdays: [1, 2, 3, 4, 5, 6, 0, 1] } }, WEEKLY_RULE_MESSAGES.invalidWeekday],
      [{ weekly: { weekdays: [1], endsOn: 'soon' } }, WEEKLY_RULE_MESSAGES.invalidEndDate],
      [{ weekly: { weekdays: [1], endsOn: '2027-03-02' } }, WEEKLY_RULE_MESSAGES.pastEndDate],
      [{ weekly: { weekdays: [1], endsOn: '2027-12-31' } }, WEEKLY_RULE_MESSAGES.beyondSeason],
      [{ weekly: null }, MONITORING_REQUEST_MESSAGES.noDate],
    ];
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/api/monitoring-requests', alice, rule(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(JSON.stringify(response.json()), JSON.stringify(overrides)).toContain(message);
    }
    const dated = await call(
      'POST',
      '/api/monitoring-requests',
      alice,
      rule({ weekly: undefined, preferredDates: ['2027-03-04'] }),
    );
    expect(dated.statusCode).toBe(201);
    const notWeekly = await call(
      'POST',
      `/api/users/me/monitoring-requests/${dated.json().data.id}/booked-dates`,
      alice,
      { date: '2027-03-04' },
    );
    expect(notWeekly.statusCode).toBe(400);
    expect(dated.json().data.weekly).toBeNull();
  });
});
