import { HELD_TIME_MESSAGES, type HeldTime } from '@teewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertRig, holdingRequest, startAlertRig, vancouverAt } from '../../../test/alerts-test-kit';
import { callApp, signUp, TEST_ORIGIN } from '../../../test/test-context';
import { deliverPendingAlerts } from '../../delivery/channels/email/email-channel';
import { createRequestLinkToken } from '../../email/request-link-token';

// The upgrade watch (issue 38 item 1, decision 0195) through real parts on one fixed clock the test
// moves: the simulator's CPS tee sheets, the mirror's read and match, the real routes, PGlite and a real
// SMTP server. A request that holds a time alerts only for times that beat it by its rule.

/** The action of the page's form whose button says `label`, entities decoded. */
function formAction(html: string, label: string): string {
  const match = [
    ...html.matchAll(/<form method="post" action="([^"]+)"><button[^>]*>([^<]+)<\/button>/g),
  ].find((form) => form[2]?.replaceAll('&#39;', "'") === label);
  if (!match) throw new Error(`no form "${label}" in ${html}`);
  return match[1]!.replaceAll('&#38;', '&');
}

describe('upgrade watch', () => {
  let rig: AlertRig;
  let now = vancouverAt('2027-06-01', '08:00');
  const clock = () => now;
  const deliver = () => deliverPendingAlerts({ db: rig.testApp.ctx.db, config: rig.testApp.config, clock });
  const api = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    callApp(rig.testApp.app, { method, url, cookie, payload });
  const openAt = (cpsId: 1 | 2, date: string, time: string, spots = 4) =>
    rig.setVancouverSlot({ courseId: cpsId, date, time, spots, price: 58 });
  const readBoth = async (date: string) => {
    await rig.readPair(rig.courses.fraserview, date, now);
    await rig.readPair(rig.courses.langara, date, now);
  };
  /** Both courses emptied on `date` and read: only what opens afterwards is news. */
  const emptyBoth = async (date: string) => {
    await rig.closeWindow({ cpsId: 2, courseId: rig.courses.fraserview, date });
    await rig.closeWindow({ cpsId: 1, courseId: rig.courses.langara, date });
    await readBoth(date);
  };
  const request = (email: string, date: string, held: HeldTime | null, courseIds?: number[]) =>
    holdingRequest(email, date, held, courseIds ?? [rig.courses.fraserview]);
  const alertedTimes = (email: string) =>
    rig
      .mailsTo(email)
      .map((mail) => mail.text ?? '')
      .join('\n');

  beforeAll(async () => {
    rig = await startAlertRig({ ALERT_MIN_GAP_MINUTES: '0' }, { clock });
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('alerts a time earlier than the held one, never the held time or a later one, and says to release it', async () => {
    const date = '2027-06-05';
    await emptyBoth(date);
    const email = 'earlier@example.com';
    const cookie = await signUp(rig.testApp.app, { email });
    const held = { courseId: rig.courses.fraserview, date, time: '15:10', better: 'earlier' } as const;
    const created = await api(cookie, 'POST', '/api/monitoring-requests', request(email, date, held));
    expect(created.statusCode).toBe(201);
    expect(created.json().data.held).toEqual(held);

    now = vancouverAt('2027-06-01', '09:00');
    openAt(2, date, '16:20'); // later: worse
    openAt(2, date, '15:10'); // the held time itself: not better
    await readBoth(date);
    expect((await deliver()).sent).toBe(0);

    now = vancouverAt('2027-06-01', '09:05');
    openAt(2, date, '09:20');
    await readBoth(date);
    expect((await deliver()).sent).toBe(1);
    const text = alertedTimes(email);
    expect(text).toContain('9:20 AM');
    expect(text).not.toContain('4:20 PM');
    expect(text).toContain(
      'You hold 3:10 PM on Sat, Jun 5 at Fraserview Golf Course; this is an earlier time that day.',
    );
    expect(text).toContain("release your 3:10 PM booking on Fraserview Golf Course's site");

    const listed = await api(cookie, 'GET', '/api/users/me/monitoring-requests');
    const [mine] = listed.json().data;
    expect(mine).toMatchObject({ held, held_course_name: 'Fraserview Golf Course' });
  });

  it("answers 'open now' at create time with only the times that beat the held one", async () => {
    const date = '2027-06-05';
    const email = 'later@example.com';
    const cookie = await signUp(rig.testApp.app, { email });
    // Open now on that date at Fraserview: 9:20, 3:10 PM and 4:20 PM (from the test above).
    const held = { courseId: rig.courses.fraserview, date, time: '15:10', better: 'later' } as const;
    const created = await api(cookie, 'POST', '/api/monitoring-requests', request(email, date, held));
    expect(created.statusCode).toBe(201);
    const { openNow } = created.json();
    expect(openNow.slots.map((slot: { time: string }) => slot.time)).toEqual(['16:20']);
    expect((await deliver()).sent).toBe(1);
    expect(alertedTimes(email)).toContain('4:20 PM');
    expect(alertedTimes(email)).not.toContain('9:20 AM');
  });

  it('ranks courses: only a course ranked above the held one beats it, at any time in the window', async () => {
    const date = '2027-06-06';
    await emptyBoth(date);
    const email = 'ranked@example.com';
    const cookie = await signUp(rig.testApp.app, { email });
    const { langara, fraserview } = rig.courses;
    const held = {
      courseId: fraserview,
      date,
      time: '10:00',
      better: 'course',
      courseRanking: [langara, fraserview],
    };
    const created = await api(
      cookie,
      'POST',
      '/api/monitoring-requests',
      request(email, date, held as HeldTime, [fraserview, langara]),
    );
    expect(created.statusCode).toBe(201);

    now = vancouverAt('2027-06-01', '10:00');
    openAt(2, date, '08:00'); // an earlier time at the held course: not a better course
    openAt(1, date, '16:40'); // Langara, ranked first
    await readBoth(date);
    expect((await deliver()).sent).toBe(1);
    const text = alertedTimes(email);
    expect(text).toContain('4:40 PM');
    expect(text).not.toContain('8:00 AM');
    expect(text).toContain('this is a course you ranked higher, that day');
  });

  it("refuses a held time off the request's dates, and a course rule without a ranking, in the spec's words", async () => {
    const cookie = await signUp(rig.testApp.app, { email: 'bad-held@example.com' });
    const date = '2027-06-05';
    const createHolding = (held: Omit<HeldTime, 'courseId'>) =>
      api(
        cookie,
        'POST',
        '/api/monitoring-requests',
        request('bad-held@example.com', date, { courseId: rig.courses.fraserview, ...held }),
      );
    const offDate = await createHolding({ date: '2027-06-07', time: '15:10', better: 'earlier' });
    expect(offDate.statusCode).toBe(400);
    expect(offDate.json().validationErrors).toContainEqual({
      field: 'held.date',
      message: HELD_TIME_MESSAGES.dateNotWatched,
    });
    const unranked = await createHolding({ date, time: '15:10', better: 'course' });
    expect(unranked.statusCode).toBe(400);
    expect(unranked.json().validationErrors).toContainEqual({
      field: 'held.courseRanking',
      message: HELD_TIME_MESSAGES.rankingRequired,
    });
    const badTime = await createHolding({ date, time: '3:10 PM', better: 'earlier' });
    expect(badTime.statusCode).toBe(400);
    expect(JSON.stringify(badTime.json().validationErrors)).toContain(HELD_TIME_MESSAGES.invalidTime);
  });

  it("sets and clears a held time on the dashboard route; someone else's request is not found", async () => {
    const date = '2027-06-05';
    const email = 'dashboard-held@example.com';
    const cookie = await signUp(rig.testApp.app, { email });
    const created = await api(cookie, 'POST', '/api/monitoring-requests', request(email, date, null));
    const id = created.json().data.id as number;
    const held = { courseId: rig.courses.fraserview, date, time: '10:20', better: 'earlier' } as const;

    const saved = await api(cookie, 'PUT', `/api/users/me/monitoring-requests/${id}/held`, { held });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ id, held, held_course_name: 'Fraserview Golf Course' });

    const offDate = await api(cookie, 'PUT', `/api/users/me/monitoring-requests/${id}/held`, {
      held: { ...held, date: '2027-06-09' },
    });
    expect(offDate.statusCode).toBe(400);
    expect(offDate.json().validationErrors).toContainEqual({
      field: 'held.date',
      message: HELD_TIME_MESSAGES.dateNotWatched,
    });

    const stranger = await signUp(rig.testApp.app, { email: 'stranger-held@example.com' });
    const foreign = await api(stranger, 'PUT', `/api/users/me/monitoring-requests/${id}/held`, { held });
    expect(foreign.statusCode).toBe(404);

    const cleared = await api(cookie, 'PUT', `/api/users/me/monitoring-requests/${id}/held`, { held: null });
    expect(cleared.json().data.held).toBeNull();
  });

  it('"I booked it" → keep watching for something better: the booked time is held, and only earlier times follow', async () => {
    const date = '2027-06-08';
    await emptyBoth(date);
    now = vancouverAt('2027-06-02', '08:00');
    const email = 'booked-better@example.com';
    const cookie = await signUp(rig.testApp.app, { email });
    const created = await api(cookie, 'POST', '/api/monitoring-requests', request(email, date, null));
    const requestId = created.json().data.id as number;

    openAt(2, date, '15:10');
    await readBoth(date);
    expect((await deliver()).sent).toBe(1);

    const token = createRequestLinkToken({
      secret: rig.testApp.config.authSecret,
      requestId,
      purpose: 'booked',
    });
    const page = await rig.testApp.app.inject({
      method: 'GET',
      url: `/api/booked?token=${token}&date=${date}`,
    });
    expect(page.body).toContain('Keep watching for something better?');
    const action = formAction(page.body, 'Booked 3:10 PM: watch for an earlier time that day');
    const done = await rig.testApp.app.inject({
      method: 'POST',
      url: action,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Watching for something better');

    const [listed] = (await api(cookie, 'GET', '/api/users/me/monitoring-requests')).json().data;
    expect(listed).toMatchObject({
      is_active: true,
      preferred_dates: [date],
      held: { courseId: rig.courses.fraserview, date, time: '15:10', better: 'earlier' },
    });

    now = vancouverAt('2027-06-02', '09:00');
    openAt(2, date, '17:00');
    openAt(2, date, '08:30');
    await readBoth(date);
    expect((await deliver()).sent).toBe(1);
    const second = rig.mailsTo(email)[1]!.text ?? '';
    expect(second).toContain('8:30 AM');
    expect(second).not.toContain('5:00 PM');
    expect(second).toContain('You hold 3:10 PM on Tue, Jun 8 at Fraserview Golf Course');
  });
});
