import {
  AccountDeliveryRulesResultSchema,
  type DeliveryRulesInput,
  MonitoringRequestListResultSchema,
} from '@teewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertRig, startAlertRig, vancouverAt } from '../../test/alerts-test-kit';
import { callApp, signUp } from '../../test/test-context';
import { deliverPendingAlerts } from '../features/alerts';

// Delivery rules the golfer sets (issue 28 item 4, decision 0133), through real parts on one fixed
// clock that the test moves: the simulator's CPS tee sheets, the mirror's read, the real routes,
// PGlite and a real SMTP server.

describe('delivery rules', () => {
  let rig: AlertRig;
  let now = vancouverAt('2027-03-10', '21:00');
  const clock = () => now;
  const deliver = () => deliverPendingAlerts({ db: rig.testApp.ctx.db, config: rig.testApp.config, clock });
  const read = (date: string) => rig.readPair(rig.courses.fraserview, date, now);
  const open = (date: string, time: string, spots = 4) =>
    rig.setVancouverSlot({ courseId: 2, date, time, spots, price: 55 });

  const api = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    callApp(rig.testApp.app, { method, url, cookie, payload });

  /** A golfer with these account rules and one request (Fraserview, 07:00–11:00, 2 players) on `date`. */
  async function golfer(
    email: string,
    date: string,
    rules: { account?: DeliveryRulesInput; request?: DeliveryRulesInput | null } = {},
  ) {
    await rig.closeWindow({ cpsId: 2, courseId: rig.courses.fraserview, date });
    await read(date);
    const cookie = await signUp(rig.testApp.app, { email });
    if (rules.account)
      expect((await api(cookie, 'PUT', '/api/account/delivery-rules', rules.account)).statusCode).toBe(200);
    const created = await api(cookie, 'POST', '/api/monitoring-requests', {
      courseIds: [rig.courses.fraserview],
      preferredDates: [date],
      startTime: '07:00',
      endTime: '11:00',
      numberOfPlayers: 2,
      contactEmail: email,
      ...(rules.request === undefined ? {} : { deliveryRules: rules.request }),
    });
    expect(created.statusCode).toBe(201);
    return { cookie, id: created.json().data.id as number };
  }

  beforeAll(async () => {
    rig = await startAlertRig({ ALERT_MIN_GAP_MINUTES: '0' }, { clock });
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('holds openings during quiet hours and sends one digest when they end, leaving out what was taken', async () => {
    now = vancouverAt('2027-03-10', '21:00');
    const date = '2027-03-12';
    await golfer('quiet@example.com', date, { account: { quietHours: { start: '22:00', end: '06:00' } } });

    now = vancouverAt('2027-03-10', '22:30');
    open(date, '07:10');
    open(date, '08:20');
    await read(date);
    expect((await deliver()).sent).toBe(0);

    // After midnight, still quiet: 8:20 is taken, 9:30 opens.
    now = vancouverAt('2027-03-11', '01:15');
    open(date, '08:20', 0);
    open(date, '09:30');
    await read(date);
    expect((await deliver()).sent).toBe(0);
    now = vancouverAt('2027-03-11', '05:59');
    expect((await deliver()).sent).toBe(0);
    expect(rig.mailsTo('quiet@example.com')).toHaveLength(0);

    now = vancouverAt('2027-03-11', '06:00');
    expect((await deliver()).sent).toBe(1);
    const [digest] = rig.mailsTo('quiet@example.com');
    expect(digest!.subject).toMatch(/^Still open after your quiet hours: Fraserview/);
    expect(digest!.text).toContain(
      '2 tee times you asked for opened during your quiet hours and are still open',
    );
    expect(digest!.text).toContain('7:10 AM');
    expect(digest!.text).toContain('9:30 AM');
    expect(digest!.text).not.toContain('8:20 AM');

    // Outside quiet hours an opening goes out at once, as a plain alert.
    now = vancouverAt('2027-03-11', '09:00');
    open(date, '10:40');
    await read(date);
    expect((await deliver()).sent).toBe(1);
    expect(rig.mailsTo('quiet@example.com')[1]!.subject).toMatch(/^Tee time open: /);
  });

  it('sends nothing while muted, then what is still open when the mute date starts', async () => {
    now = vancouverAt('2027-03-11', '10:00');
    const date = '2027-03-13';
    await golfer('muted@example.com', date, { account: { muteUntil: '2027-03-12' } });
    open(date, '07:40');
    await read(date);
    for (const time of ['10:00', '18:00', '23:59'] as const) {
      now = vancouverAt('2027-03-11', time);
      expect((await deliver()).sent).toBe(0);
    }
    expect(rig.mailsTo('muted@example.com')).toHaveLength(0);

    now = vancouverAt('2027-03-12', '00:00');
    expect((await deliver()).sent).toBe(1);
    const [email] = rig.mailsTo('muted@example.com');
    expect(email!.subject).toMatch(/^Still open after your mute: /);
    expect(email!.text).toContain('opened while your alerts were muted');
  });

  it("holds the golfer's daily cap over the Vancouver day, and sends the rest the next day", async () => {
    now = vancouverAt('2027-03-12', '08:00');
    const date = '2027-03-15';
    await golfer('capped@example.com', date, { account: { dailyCap: 2 } });
    for (const [time, slot] of [
      ['08:05', '07:00'],
      ['08:10', '07:30'],
      ['08:15', '08:00'],
    ] as const) {
      now = vancouverAt('2027-03-12', time);
      open(date, slot);
      await read(date);
      await deliver();
    }
    expect(rig.mailsTo('capped@example.com')).toHaveLength(2);
    now = vancouverAt('2027-03-12', '23:59');
    expect((await deliver()).sent).toBe(0);

    now = vancouverAt('2027-03-13', '00:00');
    expect((await deliver()).sent).toBe(1);
    const mails = rig.mailsTo('capped@example.com');
    expect(mails).toHaveLength(3);
    expect(mails[2]!.text).toContain('8:00 AM');
  });

  it("lets a request's own rules win over the account's, and lists the rules that apply", async () => {
    now = vancouverAt('2027-03-13', '21:00');
    const date = '2027-03-14';
    const quiet = { quietHours: { start: '21:00', end: '07:00' } };
    const { cookie, id } = await golfer('override@example.com', date, {
      account: quiet,
      request: { dailyCap: 5 },
    });
    now = vancouverAt('2027-03-13', '23:00');
    open(date, '09:10');
    await read(date);
    // The request's own rules have no quiet hours: it is alerted at once despite the account's.
    expect((await deliver()).sent).toBe(1);

    const list = MonitoringRequestListResultSchema.parse(
      (await api(cookie, 'GET', '/api/monitoring-requests')).json(),
    );
    const listed = list.data!.find((request) => request.id === id)!;
    expect(listed.delivery_rules).toEqual({ quietHours: null, muteUntil: null, dailyCap: 5 });
    expect(listed.delivery_rules_override).toEqual({ quietHours: null, muteUntil: null, dailyCap: 5 });

    // Back to the account's rules (null): quiet hours apply again, and the listing says so.
    const edit = await api(cookie, 'PUT', `/api/users/me/monitoring-requests/${id}`, {
      courseIds: [rig.courses.fraserview],
      preferredDates: [date],
      startTime: '07:00',
      endTime: '11:00',
      numberOfPlayers: 2,
      contactEmail: 'override@example.com',
      deliveryRules: null,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.delivery_rules).toEqual({ ...quiet, muteUntil: null, dailyCap: null });
    expect(edit.json().data.delivery_rules_override).toBeNull();
    now = vancouverAt('2027-03-13', '23:30');
    open(date, '09:50');
    await read(date);
    expect((await deliver()).sent).toBe(0);
    expect(rig.mailsTo('override@example.com')).toHaveLength(1);
  });

  it('answers the account rules with the server cap, and refuses bad ones with 400', async () => {
    const cookie = await signUp(rig.testApp.app, { email: 'rules@example.com' });
    const fresh = AccountDeliveryRulesResultSchema.parse(
      (await api(cookie, 'GET', '/api/account/delivery-rules')).json(),
    );
    expect(fresh.data).toEqual({
      rules: { quietHours: null, muteUntil: null, dailyCap: null },
      maxDailyCap: 24,
    });

    const bad: [unknown, string][] = [
      [{ quietHours: { start: '24:00', end: '06:00' } }, 'quietHours.start'],
      [{ quietHours: { start: '7:00', end: '06:00' } }, 'quietHours.start'],
      [{ quietHours: { start: '22:00', end: '22:00' } }, 'quietHours.end'],
      [{ muteUntil: '2027-02-30' }, 'muteUntil'],
      [{ muteUntil: '2029-01-01' }, 'muteUntil'],
      [{ dailyCap: 0 }, 'dailyCap'],
      [{ dailyCap: 2.5 }, 'dailyCap'],
      [{ dailyCap: 25 }, 'dailyCap'],
      [{ dailyCap: '3' }, 'dailyCap'],
    ];
    for (const [body, field] of bad) {
      const response = await api(cookie, 'PUT', '/api/account/delivery-rules', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().validationErrors.map((error: { field: string }) => error.field)).toContain(
        field,
      );
    }
    expect((await api(cookie, 'PUT', '/api/account/delivery-rules', { dailyCap: 25 })).json().error).toBe(
      "At most 24 emails a day: that is this server's limit",
    );

    const request = await api(cookie, 'POST', '/api/monitoring-requests', {
      courseIds: [rig.courses.fraserview],
      preferredDates: ['2027-03-14'],
      startTime: '07:00',
      endTime: '11:00',
      numberOfPlayers: 2,
      contactEmail: 'rules@example.com',
      deliveryRules: { dailyCap: 100 },
    });
    expect(request.statusCode).toBe(400);

    const saved = await api(cookie, 'PUT', '/api/account/delivery-rules', {
      quietHours: { start: '22:00', end: '06:00' },
      muteUntil: '2027-03-20',
      dailyCap: 24,
    });
    expect(saved.statusCode).toBe(200);
    expect((await api(cookie, 'GET', '/api/account/delivery-rules')).json().data.rules).toEqual({
      quietHours: { start: '22:00', end: '06:00' },
      muteUntil: '2027-03-20',
      dailyCap: 24,
    });
    expect(
      (await rig.testApp.app.inject({ method: 'GET', url: '/api/account/delivery-rules' })).statusCode,
    ).toBe(401);
  });
});
