import { addDaysToIsoDate, GROUP_MESSAGES, type MonitoringRequest, vancouverToday } from '@teewatch/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertRig, minutesAfter, startAlertRig, vancouverAt } from '../../../test/alerts-test-kit';
import { TEST_AUTH_SECRET } from '../../../test/test-config';
import { callApp, postMonitoringRequest, signUp } from '../../../test/test-context';
import { monitoringRequests } from '../../db/schema';
import { deliverPendingAlerts } from '../../delivery/channels/email/email-channel';
import { stopEmailUrl } from '../../email/email-footer';
import { createRequestLinkToken } from '../../email/request-link-token';

// Wait as a group (issue 38 item 5): an owner shares a request by a signed link; a friend joins with their
// own date and hours inside it; alerts reach each member only for times inside everyone's windows; one
// member's "I booked it" ends the watch for all and the others get one note naming who booked what. Real
// simulator, real SMTP, real app, on a clock the test moves.

describe('wait as a group', () => {
  let rig: AlertRig;
  let now = vancouverAt('2027-05-12', '09:00');
  const start = now;
  const today = vancouverToday(start);
  const first = addDaysToIsoDate(today, 5);
  const second = addDaysToIsoDate(today, 6);
  const olive = 'olive@example.com';
  const max = 'max@example.com';
  const tess = 'tess@example.com';
  const cookies: Record<string, string> = {};
  let ownerRequest: number;
  let memberRequest: number;
  let token: string;
  let step = 0;

  const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    callApp(rig.testApp.app, { method, url, cookie: cookies[who], payload });
  const listOf = async (who: string): Promise<MonitoringRequest[]> =>
    (await call(who, 'GET', '/api/users/me/monitoring-requests')).json().data;
  /** Opens these Fraserview times upstream on `date`, reads the sheet a minute later and sends what is due. */
  const openAndDeliver = async (date: string, times: Record<string, number>) => {
    for (const [time, spots] of Object.entries(times))
      rig.setVancouverSlot({ courseId: 2, date, time, spots, price: 55 });
    step += 1;
    now = minutesAfter(start, step);
    await rig.readPair(rig.courses.fraserview, date, now);
    return deliverPendingAlerts({ db: rig.testApp.ctx.db, config: rig.testApp.config, clock: () => now });
  };

  beforeAll(async () => {
    rig = await startAlertRig({ ALERT_MIN_GAP_MINUTES: '0' }, { clock: () => now });
    for (const date of [first, second])
      await rig.emptyDay({ cpsId: 2, courseId: rig.courses.fraserview, date });
    for (const [email, name] of [
      [olive, 'Olive'],
      [max, 'Max'],
      [tess, 'Tess'],
    ] as const)
      cookies[email] = await signUp(rig.testApp.app, { email, name });
    const created = await postMonitoringRequest(rig.testApp.app, cookies[olive]!, {
      courseIds: [rig.courses.fraserview],
      preferredDates: [first, second],
      startTime: '07:00',
      endTime: '12:00',
      numberOfPlayers: 2,
      contactEmail: olive,
    });
    ownerRequest = created.json().data.id;
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('invites by a signed link that only the owner of the request can make', async () => {
    expect(
      (
        await callApp(rig.testApp.app, {
          method: 'POST',
          url: `/api/users/me/monitoring-requests/${ownerRequest}/invitations`,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await call(max, 'POST', `/api/users/me/monitoring-requests/${ownerRequest}/invitations`)).statusCode,
    ).toBe(404);
    const invited = await call(
      olive,
      'POST',
      `/api/users/me/monitoring-requests/${ownerRequest}/invitations`,
    );
    expect(invited.statusCode).toBe(201);
    const { url } = invited.json().data;
    expect(url).toMatch(/^http:\/\/localhost:3000\/groups\/join\/v1\./);
    token = url.split('/groups/join/')[1];

    const preview = await call(max, 'GET', `/api/group-invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      owner_name: 'Olive',
      preferred_dates: [first, second],
      start_time: '07:00',
      end_time: '12:00',
      number_of_players: 2,
      members: [{ name: 'Olive', role: 'owner', you: false }],
      your_request_id: null,
      full: false,
    });
    // Another request id, or a later end, under the same signature: not an invitation.
    const [version, id, expires, mac] = token.split('.');
    for (const forged of [
      `${version}.${Number(id) + 1}.${expires}.${mac}`,
      `${version}.${id}.${Number(expires) + 1}.${mac}`,
    ]) {
      const answer = await call(max, 'GET', `/api/group-invitations/${forged}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe(GROUP_MESSAGES.invitationInvalid);
    }
  });

  it("lets a friend join with their own date and hours inside the group's, once, while there is room", async () => {
    const outside = await call(tess, 'POST', `/api/group-invitations/${token}/members`, {
      preferredDates: [addDaysToIsoDate(today, 7)],
      startTime: '06:00',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().validationErrors.map((error: { field: string }) => error.field)).toEqual([
      'preferredDates',
      'startTime',
    ]);

    const joined = await call(max, 'POST', `/api/group-invitations/${token}/members`, {
      preferredDates: [first],
      startTime: '09:00',
    });
    expect(joined.statusCode).toBe(201);
    memberRequest = joined.json().data.id;
    expect(joined.json().data).toMatchObject({
      preferred_dates: [first],
      start_time: '09:00',
      end_time: '12:00',
      number_of_players: 2,
      contact_email: max,
    });
    expect((await call(max, 'POST', `/api/group-invitations/${token}/members`, {})).json().error).toBe(
      GROUP_MESSAGES.alreadyMember,
    );
    const full = await call(tess, 'POST', `/api/group-invitations/${token}/members`, {});
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(GROUP_MESSAGES.groupFull);
  });

  it('shows each member the group by display names only, never an address or another request', async () => {
    const mine = await listOf(max);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.group).toEqual({
      role: 'member',
      members: [
        { name: 'Olive', role: 'owner', you: false },
        { name: 'Max', role: 'member', you: true },
      ],
      booked: null,
    });
    expect(JSON.stringify(mine)).not.toContain(olive);
    expect((await listOf(olive))[0]!.group?.role).toBe('owner');
    // A member's courses and party follow the group's; their window stays inside it.
    const edit = await call(max, 'PUT', `/api/users/me/monitoring-requests/${memberRequest}`, {
      courseIds: [rig.courses.fraserview, rig.courses.langara],
      preferredDates: [first],
      startTime: '09:00',
      endTime: '12:00',
      numberOfPlayers: 2,
      contactEmail: max,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().validationErrors).toEqual([
      { field: 'courseIds', message: GROUP_MESSAGES.groupFixed },
    ]);
  });

  it("alerts every member only for times inside everyone's windows", async () => {
    // 8:00 is before Max's hours; the second date is not one of Max's; 10:30 on the first suits both.
    expect((await openAndDeliver(second, { '10:00': 2 })).sent).toBe(0);
    const sent = await openAndDeliver(first, { '08:00': 2, '10:30': 2 });
    expect(sent.sent).toBe(2);
    for (const email of [olive, max]) {
      const mails = rig.mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('10:30 AM');
      expect(mails[0]!.text).not.toContain('8:00 AM');
    }
  });

  it('ends the watch for all at one member\'s "I booked it" and tells the others who booked what', async () => {
    const booked = createRequestLinkToken({
      secret: TEST_AUTH_SECRET,
      requestId: memberRequest,
      purpose: 'booked',
    });
    const done = await rig.testApp.app.inject({
      method: 'POST',
      url: `/api/booked?token=${booked}&date=${first}&scope=date`,
      headers: { origin: 'http://localhost:3000', accept: 'application/json' },
    });
    expect(done.statusCode).toBe(200);
    const rows = await rig.testApp.ctx.db
      .select({ isActive: monitoringRequests.isActive })
      .from(monitoringRequests)
      .where(inArray(monitoringRequests.id, [ownerRequest, memberRequest]));
    expect(rows.map((row) => row.isActive)).toEqual([false, false]);
    const note = { by: 'Max', date: first, time: '10:30', courseName: expect.stringContaining('Fraserview') };
    expect((await listOf(olive))[0]!.group?.booked).toEqual(note);
    const notes = rig
      .mailsTo(olive)
      .filter((mail) => String(mail.subject).includes('your group watch has ended'));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.subject).toContain('Max booked 10:30 AM');
    expect(rig.mailsTo(max).filter((mail) => String(mail.subject).includes('group watch'))).toHaveLength(0);
    // Nothing more for anyone in the group.
    expect((await openAndDeliver(first, { '11:00': 2 })).sent).toBe(0);
  });

  it('sends no "has ended" note to a member whose address stopped all email (decision 0250)', async () => {
    const [quiet, booker] = ['quiet@example.com', 'booker@example.com'];
    for (const [email, name] of [
      [quiet, 'Quinn'],
      [booker, 'Bo'],
    ] as const)
      cookies[email] = await signUp(rig.testApp.app, { email, name });
    const created = await postMonitoringRequest(rig.testApp.app, cookies[quiet]!, {
      courseIds: [rig.courses.fraserview],
      preferredDates: [second],
      startTime: '07:00',
      endTime: '12:00',
      numberOfPlayers: 2,
      contactEmail: quiet,
    });
    const owned = created.json().data.id as number;
    const invited = await call(quiet, 'POST', `/api/users/me/monitoring-requests/${owned}/invitations`);
    const invitation = invited.json().data.url.split('/groups/join/')[1];
    const joined = await call(booker, 'POST', `/api/group-invitations/${invitation}/members`, {});
    expect(joined.statusCode).toBe(201);
    const stop = new URL(stopEmailUrl(rig.testApp.config, quiet));
    const stopped = await rig.testApp.app.inject({
      method: 'POST',
      url: `${stop.pathname}${stop.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);

    const booked = createRequestLinkToken({
      secret: TEST_AUTH_SECRET,
      requestId: joined.json().data.id,
      purpose: 'booked',
    });
    const done = await rig.testApp.app.inject({
      method: 'POST',
      url: `/api/booked?token=${booked}&date=${second}&scope=date`,
      headers: { origin: 'http://localhost:3000', accept: 'application/json' },
    });
    expect(done.statusCode).toBe(200);
    // The watch ended for both (the dashboard says who booked); no email to the stopped address.
    const rows = await rig.testApp.ctx.db
      .select({ isActive: monitoringRequests.isActive })
      .from(monitoringRequests)
      .where(inArray(monitoringRequests.id, [owned, joined.json().data.id]));
    expect(rows.map((row) => row.isActive)).toEqual([false, false]);
    expect(rig.mailsTo(quiet).filter((mail) => String(mail.subject).includes('group watch'))).toHaveLength(0);
  });
});
