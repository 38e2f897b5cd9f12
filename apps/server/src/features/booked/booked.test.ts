import { formatDayLabel } from '@teewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlertRig,
  createRequestAs,
  dateInDays,
  hrefsOf,
  startAlertRig,
} from '../../../test/alerts-test-kit';
import { TEST_ORIGIN } from '../../../test/test-context';
import { monitoringRequests } from '../../db/schema';
import { createRequestLinkToken } from '../../email/request-link-token';
import { deliverPendingAlerts } from '../alerts';
import { selectMonitoringRequests } from '../monitoring-requests/monitoring-requests.queries';

// "I booked it" from the email a real engine sent through a real SMTP server (issue 16, item 4): the
// link's GET changes nothing, its POST stops that date, and the request's other dates still alert.

/** The action of the form whose button says `label` on a link page. */
function formAction(html: string, label: string): string {
  const match = [
    ...html.matchAll(/<form method="post" action="([^"]+)"><button[^>]*>([^<]+)<\/button>/g),
  ].find((form) => form[2] === label);
  if (!match) throw new Error(`no form "${label}" in ${html}`);
  return match[1]!.replaceAll('&#38;', '&');
}

describe('"I booked it"', () => {
  let rig: AlertRig;
  let fraserview: number;
  let requestId: number;
  const first = dateInDays(6);
  const second = dateInDays(7);
  const read = (date: string) => rig.readPair(fraserview, date, new Date());
  const deliver = () =>
    deliverPendingAlerts({
      db: rig.testApp.ctx.db,
      config: rig.testApp.config,
      clock: rig.testApp.ctx.clock,
    });
  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    rig.testApp.app.inject({
      method,
      url,
      headers:
        method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : headers,
      payload: method === 'POST' ? '' : undefined,
    });
  const requestRow = async () => {
    const [row] = await rig.testApp.ctx.db
      .select()
      .from(monitoringRequests)
      .where(eq(monitoringRequests.id, requestId));
    return row!;
  };

  beforeAll(async () => {
    rig = await startAlertRig({ ALERT_MIN_GAP_MINUTES: '0' });
    fraserview = rig.courses.fraserview;
    requestId = await rig.requestOnEmptyDays('booker@example.com', {
      course: 'fraserview',
      dates: [first, second],
      startHour: 7,
      endHour: 10,
      players: 2,
    });
  });
  afterAll(async () => {
    await rig?.close();
  });

  let dateLink: URL;

  it('every alert email links "I booked it" per date and for the whole request', async () => {
    rig.setVancouverSlot({ courseId: 2, date: first, time: '07:10', spots: 2 });
    rig.setVancouverSlot({ courseId: 2, date: second, time: '07:20', spots: 2 });
    await read(first);
    await read(second);
    expect((await deliver()).sent).toBe(1);
    const [mail] = rig.mailsTo('booker@example.com');
    const links = hrefsOf(String(mail!.html)).filter((href) => href.includes('/api/booked?'));
    const perDate = links.filter((href) => href.includes('&date='));
    expect(perDate.map((href) => new URL(href).searchParams.get('date'))).toEqual([first, second]);
    expect(links.filter((href) => !href.includes('&date=')).length).toBeGreaterThanOrEqual(1);
    expect(String(mail!.html)).toContain(`I booked it: stop alerts for ${formatDayLabel(first)}`);
    expect(mail!.text).toContain(
      `I booked it: stop alerts for ${formatDayLabel(first)}: http://localhost:3000/api/booked?token=v1.booked.${requestId}.`,
    );
    dateLink = new URL(perDate[0]!);

    // Each slot offers its .ics, and names the time where the CPS link lands on the day (issue 28.5).
    expect(mail!.text).toContain('Choose 7:10 AM on the course\u2019s site');
    const calendar = hrefsOf(String(mail!.html)).find((href) =>
      href.includes('/api/tee-times/calendar.ics?'),
    );
    expect(calendar).toBeDefined();
    const ics = await inject('GET', new URL(calendar!).pathname + new URL(calendar!).search);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.body).toContain(`DTSTART;TZID=America/Vancouver:${first.replaceAll('-', '')}T071000`);
  });

  it('GET shows the choice and changes nothing', async () => {
    const before = await requestRow();
    const page = await inject('GET', `${dateLink.pathname}${dateLink.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain(`Stop alerts for ${formatDayLabel(first)}`);
    expect(page.body).toContain('Stop all alerts for this request');
    expect(await requestRow()).toEqual(before);
  });

  it('a bad, tampered or foreign token, a date the request does not watch, or no choice: a clear 400 page', async () => {
    const token = dateLink.searchParams.get('token')!;
    const [, , id, mac] = token.split('.');
    const pause = createRequestLinkToken({
      secret: rig.testApp.config.authSecret,
      requestId,
      purpose: 'pause',
    });
    const bad = [
      `token=${encodeURIComponent(pause)}&date=${first}&scope=date`,
      `token=v1.booked.${id}.${mac!.slice(0, -2)}${mac!.endsWith('A') ? 'BB' : 'AA'}&date=${first}&scope=date`,
      `token=v1.booked.${Number(id) + 1000}.${mac}&date=${first}&scope=date`,
      `token=garbage&date=${first}&scope=date`,
      `date=${first}&scope=date`,
      `token=${token}&date=${dateInDays(20)}&scope=date`,
      `token=${token}&date=not-a-date&scope=date`,
      `token=${token}&date=${first}`,
      `token=${token}&scope=date`,
    ];
    for (const query of bad) {
      const response = await inject('POST', `/api/booked?${query}`, { origin: TEST_ORIGIN });
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toMatch(/<h1>Link not valid<\/h1>/);
    }
    const page = await inject('GET', `/api/booked?token=garbage`);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This link is invalid or has been altered');
    // A post from another site is refused before anything runs.
    const foreign = await inject('POST', `/api/booked?token=${token}&date=${first}&scope=date`, {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    const row = await requestRow();
    expect(row.preferredDates).toEqual([first, second]);
    expect(row.bookedDates).toEqual([]);
    expect(row.isActive).toBe(true);
  });

  it('POST stops that date, pending alerts included; the other date still alerts', async () => {
    // An opening on the booked date, matched but not yet emailed when the golfer says they booked.
    rig.setVancouverSlot({ courseId: 2, date: first, time: '08:10', spots: 2 });
    await read(first);
    const page = await inject('GET', `${dateLink.pathname}${dateLink.search}`);
    const action = formAction(page.body, `Stop alerts for ${formatDayLabel(first)}`);
    const done = await inject('POST', action, { origin: TEST_ORIGIN });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(`No more alerts for ${formatDayLabel(first)}`);
    const row = await requestRow();
    expect(row.preferredDates).toEqual([second]);
    expect(row.bookedDates).toEqual([first]);
    expect(row.isActive).toBe(true);
    // Again: nothing changes.
    expect((await inject('POST', action, { origin: TEST_ORIGIN })).statusCode).toBe(200);
    expect(await requestRow()).toEqual(row);

    const before = rig.mailsTo('booker@example.com').length;
    rig.setVancouverSlot({ courseId: 2, date: first, time: '08:40', spots: 2 });
    rig.setVancouverSlot({ courseId: 2, date: second, time: '07:50', spots: 2 });
    await read(first);
    await read(second);
    expect((await deliver()).sent).toBe(1);
    const mails = rig.mailsTo('booker@example.com').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('7:50 AM');
    expect(mails[0]!.text).not.toContain('8:10 AM');
    expect(mails[0]!.text).not.toContain('8:40 AM');
    expect(mails[0]!.text).not.toContain(formatDayLabel(first));

    const [listed] = await selectMonitoringRequests(rig.testApp.ctx.db, eq(monitoringRequests.id, requestId));
    expect(listed).toMatchObject({ preferred_dates: [second], booked_dates: [first], is_active: true });
  });

  it('booking the last date ends the request', async () => {
    const token = dateLink.searchParams.get('token')!;
    const page = await inject('GET', `/api/booked?token=${token}&date=${second}`);
    expect(page.body).toContain('That is its last date, so the request ends.');
    const done = await inject('POST', formAction(page.body, `Stop alerts for ${formatDayLabel(second)}`), {
      origin: TEST_ORIGIN,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('has ended');
    const row = await requestRow();
    expect(row.isActive).toBe(false);
    expect(row.bookedDates).toEqual([first, second]);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    const after = await inject('GET', `/api/booked?token=${token}`);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Alerts are already stopped');
  });

  it('the whole-request button ends a request at once', async () => {
    const other = await createRequestAs(rig.testApp, 'whole@example.com', {
      courseIds: [fraserview],
      dates: [first, second],
      startHour: 7,
      endHour: 10,
      players: 2,
    });
    const token = createRequestLinkToken({
      secret: rig.testApp.config.authSecret,
      requestId: other,
      purpose: 'booked',
    });
    const page = await inject('GET', `/api/booked?token=${token}`);
    expect(page.body).not.toContain('Stop alerts for');
    const done = await inject('POST', formAction(page.body, 'Stop all alerts for this request'), {
      origin: TEST_ORIGIN,
    });
    expect(done.statusCode).toBe(200);
    const [row] = await rig.testApp.ctx.db
      .select()
      .from(monitoringRequests)
      .where(eq(monitoringRequests.id, other));
    expect(row).toMatchObject({ isActive: false, preferredDates: [first, second], bookedDates: [] });
  });
});
