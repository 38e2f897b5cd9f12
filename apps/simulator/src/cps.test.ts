import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type CpsSlotJson,
  cpsConfiguration,
  cpsSession,
  cpsTeeTimes,
  cpsToken,
  FIXED_NOW,
  getJson,
  SATURDAY,
  sessionTeeTimesUrl,
  simulatorPerTest,
  toDateString,
} from '../test/test-support';

const startSimulator = simulatorPerTest();

describe('CPS Configuration', () => {
  it('serves OAuth mode (no apiKey) for golfvancouver with URLs under the simulator', async () => {
    const simulator = await startSimulator();
    const { status, body } = await getJson<Record<string, unknown>>(
      `${simulator.url}/cps/golfvancouver/onlineresweb/Home/Configuration`,
    );
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('apiKey');
    expect(body).toMatchObject({
      clientId: 'onlineresweb',
      onlineApi: `${simulator.url}/cps/golfvancouver/onlineres/onlineapi/api/v1/onlinereservation`,
      authorityBaseUrl: `${simulator.url}/cps/golfvancouver/identityapi`,
      websiteId: '00000000-0000-0000-0000-000000000000',
      courseId: 0,
      pathBase: '/onlineresweb/',
      siteName: 'golfvancouver',
    });
    for (const key of [
      'production',
      'onlineResBaseUrl',
      'emailApi',
      'saleApi',
      'referencesApi',
      'buildNumber',
    ]) {
      expect(body).toHaveProperty(key);
    }
  });

  it('serves apikey mode (a GUID apiKey) for golfburnaby and any other site', async () => {
    const simulator = await startSimulator();
    const burnaby = await cpsConfiguration(simulator, 'golfburnaby');
    const northview = await cpsConfiguration(simulator, 'northview');
    expect(burnaby.apiKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(northview.apiKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(burnaby.onlineApi).toBe(
      `${simulator.url}/cps/golfburnaby/onlineres/onlineapi/api/v1/onlinereservation`,
    );
  });
});

describe('CPS auth', () => {
  it('issues a 600 s bearer token for multipart and urlencoded bodies, and rejects other clients', async () => {
    const simulator = await startSimulator();
    const configuration = await cpsConfiguration(simulator, 'golfvancouver');
    const tokenUrl = `${configuration.authorityBaseUrl}/myconnect/token/short`;
    const form = new FormData();
    form.set('client_id', 'onlinereswebshortlived');
    const multipart = await getJson(tokenUrl, { method: 'POST', body: form });
    expect(multipart.status).toBe(200);
    expect(multipart.body).toMatchObject({
      expires_in: 600,
      token_type: 'Bearer',
      scope: expect.any(String),
    });
    expect((multipart.body as { access_token: string }).access_token.length).toBeGreaterThan(20);

    const urlencoded = await getJson(tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: 'onlinereswebshortlived',
        client_secret: 'v4secret',
        grant_type: 'client_credentials',
        scope: 'onlinereservation references',
      }),
    });
    expect(urlencoded.status).toBe(200);

    const wrongClient = await getJson(tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({ client_id: 'js1' }),
    });
    expect(wrongClient.status).toBe(400);
  });

  it('rejects a missing, unknown or expired bearer token with 401, on the simulator clock', async () => {
    let now = FIXED_NOW.getTime();
    const simulator = await startSimulator({ now: () => new Date(now) });
    const session = await cpsSession(simulator, 'golfvancouver');
    const url = sessionTeeTimesUrl(session, { searchDate: toDateString(SATURDAY), courseIds: '1' });
    expect((await fetch(url, { headers: session.headers })).status).toBe(200);

    const { authorization: _, ...withoutToken } = session.headers;
    expect((await fetch(url, { headers: withoutToken })).status).toBe(401);
    expect((await fetch(url, { headers: { ...withoutToken, authorization: 'Bearer nope' } })).status).toBe(
      401,
    );

    now += 599_000;
    expect((await fetch(url, { headers: session.headers })).status).toBe(200);
    now += 2_000;
    expect((await fetch(url, { headers: session.headers })).status).toBe(401);
    const fresh = await cpsToken(session.configuration);
    expect(
      (await fetch(url, { headers: { ...session.headers, authorization: `Bearer ${fresh}` } })).status,
    ).toBe(200);
  });

  it('does not accept a token minted for another site', async () => {
    const simulator = await startSimulator();
    const vancouver = await cpsSession(simulator, 'golfvancouver');
    const otherToken = await cpsToken(await cpsConfiguration(simulator, 'golfvancouver'));
    const response = await fetch(
      `${simulator.cpsBaseUrl('golfburnaby')}/onlineres/onlineapi/api/v1/onlinereservation/OnlineCourses`,
      {
        headers: { ...vancouver.headers, authorization: `Bearer ${otherToken}` },
      },
    );
    expect(response.status).toBe(401);
  });

  it('requires the Configuration apiKey in apikey mode', async () => {
    const simulator = await startSimulator();
    const session = await cpsSession(simulator, 'golfburnaby');
    const url = sessionTeeTimesUrl(session, { searchDate: toDateString(SATURDAY), courseIds: '1,2' });
    expect((await fetch(url, { headers: session.headers })).status).toBe(200);
    const wrongKey = { ...session.headers, 'x-apikey': '8ea2914e-cac2-48a7-a3e5-e0f41350bf3a' };
    expect((await fetch(url, { headers: wrongKey })).status).toBe(401);
  });
});

describe('CPS TeeTimes', () => {
  it('requires the x-componentid header', async () => {
    const simulator = await startSimulator();
    const session = await cpsSession(simulator, 'golfvancouver');
    const { 'x-componentid': _, ...headers } = session.headers;
    const response = await fetch(
      sessionTeeTimesUrl(session, { searchDate: toDateString(SATURDAY), courseIds: '1' }),
      { headers },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Invalid componentid request header');
  });

  it('requires a transactionId registered first, and RegisterTransactionId answers literal true', async () => {
    const simulator = await startSimulator();
    const session = await cpsSession(simulator, 'golfvancouver');
    const unregistered = randomUUID();
    const url = (transactionId: string) =>
      sessionTeeTimesUrl(session, { searchDate: toDateString(SATURDAY), courseIds: '1', transactionId });
    expect((await fetch(url(unregistered), { headers: session.headers })).status).toBe(400);

    const register = await fetch(`${session.configuration.onlineApi}/RegisterTransactionId`, {
      method: 'POST',
      headers: session.headers,
      body: JSON.stringify({ transactionId: unregistered }),
    });
    expect(register.status).toBe(200);
    expect(await register.text()).toBe('true');
    expect((await fetch(url(unregistered), { headers: session.headers })).status).toBe(200);
  });

  it('returns every requested course in one wrapped response with the documented slot fields', async () => {
    const simulator = await startSimulator();
    const { status, body } = await cpsTeeTimes(simulator, 'golfvancouver', {
      searchDate: toDateString(SATURDAY),
      courseIds: '2,1,3',
    });
    expect(status).toBe(200);
    expect(body.isSuccess).toBe(true);
    expect(body.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    const names = new Set(body.content.map((slot) => `${slot.courseId} ${slot.courseName}`));
    expect(names).toEqual(
      new Set(['1 Langara Golf Course', '2 Fraserview Golf Course', '3 McCleery Golf Course']),
    );
    for (const slot of body.content) {
      expect(slot.startTime).toMatch(new RegExp(`^${SATURDAY}T\\d{2}:\\d{2}:00$`));
      expect(slot.courseDate).toBe(`${SATURDAY}T00:00:00`);
      expect(slot.participants).toBe(4);
      expect(slot.shItemPrices[0]).toMatchObject({ shItemCode: 'GreenFee18' });
      expect(slot.shItemPrices[0]!.currentPrice).toBeGreaterThanOrEqual(32);
      expect(slot.shItemPrices[0]!.currentPrice).toBeLessThanOrEqual(92);
      if (slot.bookingList.length === 0) {
        expect(slot.availableParticipantNo.length).toBeGreaterThanOrEqual(1);
        expect(slot.minPlayer).toBeLessThanOrEqual(slot.availableParticipantNo.length);
      } else {
        expect(slot.availableParticipantNo).toEqual([]);
      }
    }
    // Most times are taken, but the real system still lists some fully booked ones.
    expect(body.content.some((slot) => slot.bookingList.length > 0)).toBe(true);
    expect(body.content.some((slot) => slot.bookingList.length === 0)).toBe(true);
    const times = body.content.map((slot) => slot.startTime);
    expect([...times].sort()).toEqual(times);
  });

  it('accepts ISO searchDate, answers content [] for past dates, and rejects unreadable dates', async () => {
    const simulator = await startSimulator();
    const session = await cpsSession(simulator, 'golfvancouver');
    const fetchDate = (searchDate: string) =>
      getJson<{ content: CpsSlotJson[] }>(sessionTeeTimesUrl(session, { searchDate, courseIds: '1' }), {
        headers: session.headers,
      });
    const iso = await fetchDate(SATURDAY);
    const js = await fetchDate(toDateString(SATURDAY));
    expect(iso.body.content.length).toBeGreaterThan(0);
    expect(iso.body).toEqual(js.body);
    expect((await fetchDate('2026-06-09')).body).toMatchObject({ isSuccess: true, content: [] });
    expect((await fetchDate('2026-07-25')).body.content.length).toBeGreaterThan(0); // today + 45 days
    expect((await fetchDate('2026-07-26')).body.content).toEqual([]);
    expect((await fetchDate('someday')).status).toBe(400);
  });

  it('filters by numberOfPlayer and the tee-off hour window', async () => {
    const simulator = await startSimulator();
    const { body } = await cpsTeeTimes(simulator, 'golfvancouver', {
      searchDate: toDateString(SATURDAY),
      courseIds: '1,2,3',
      numberOfPlayer: '3',
      teeOffTimeMin: '8',
      teeOffTimeMax: '12',
    });
    expect(body.content.length).toBeGreaterThan(0);
    for (const slot of body.content) {
      expect(slot.availableParticipantNo.length).toBeGreaterThanOrEqual(3);
      expect(slot.minPlayer).toBeLessThanOrEqual(3);
      const hour = Number(slot.startTime.slice(11, 13));
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThanOrEqual(12);
    }
  });

  it('shows a slot set through the control API with its open seats as positions', async () => {
    const simulator = await startSimulator();
    simulator.setSlot({
      system: 'cps',
      site: 'golfburnaby',
      courseId: 2,
      date: SATURDAY,
      time: '09:04',
      spots: 2,
      price: 55.5,
    });
    const { body } = await cpsTeeTimes(simulator, 'golfburnaby', {
      searchDate: toDateString(SATURDAY),
      courseIds: '2',
    });
    const slot = body.content.find((candidate) => candidate.startTime === `${SATURDAY}T09:04:00`);
    expect(slot).toMatchObject({
      courseId: 2,
      courseName: 'Riverway',
      availableParticipantNo: [3, 4],
      bookingList: [],
      minPlayer: 1,
      maxPlayer: 4,
    });
    expect(slot!.shItemPrices[0]).toMatchObject({
      shItemCode: 'GreenFee18',
      price: 55.5,
      displayPrice: 55.5,
      currentPrice: 55.5,
    });
  });

  it('speaks each response variant per site', async () => {
    const simulator = await startSimulator();
    const params = { searchDate: toDateString(SATURDAY), courseIds: '1' };
    const wrapped = await cpsTeeTimes(simulator, 'golfvancouver', params);

    simulator.setVariant({ system: 'cps', site: 'golfvancouver', variant: 'bare-array' });
    const bare = await cpsTeeTimes(simulator, 'golfvancouver', params);
    expect(bare.body).toEqual(wrapped.body.content);

    simulator.setVariant({ system: 'cps', site: 'golfvancouver', variant: 'no-teetimes-in-content' });
    const inContent = await cpsTeeTimes(simulator, 'golfvancouver', params);
    expect(inContent.body).toMatchObject({ isSuccess: true, content: { messageKey: 'NO_TEETIMES' } });

    await fetch(`${simulator.url}/__control/variant`, {
      method: 'POST',
      body: JSON.stringify({ site: 'golfvancouver', variant: 'no-teetimes-top' }),
    });
    const top = await cpsTeeTimes(simulator, 'golfvancouver', params);
    expect(top.body).toMatchObject({ messageKey: 'NO_TEETIMES' });
    expect(top.body).not.toHaveProperty('content');

    // Other sites keep the default.
    const burnaby = await cpsTeeTimes(simulator, 'golfburnaby', params);
    expect(Array.isArray(burnaby.body.content)).toBe(true);
    simulator.reset();
    expect(Array.isArray((await cpsTeeTimes(simulator, 'golfvancouver', params)).body.content)).toBe(true);
  });

  it('names generated courses on unknown sites and ids', async () => {
    const simulator = await startSimulator();
    const { body } = await cpsTeeTimes(simulator, 'northview', {
      searchDate: toDateString(SATURDAY),
      courseIds: '4',
    });
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.content[0]!.courseName).toBe('Northview Course 4');
  });
});

describe('CPS course list and booking rules', () => {
  it('lists each site’s own courses in OnlineCourses, with their names and holes', async () => {
    const simulator = await startSimulator();
    const session = await cpsSession(simulator, 'westcoastgolfgroup');
    const { status, body } = await getJson<Array<{ courseId: number; courseName: string; holes: number }>>(
      `${session.configuration.onlineApi}/OnlineCourses`,
      { headers: session.headers },
    );
    expect(status).toBe(200);
    expect(body.map(({ courseId, courseName }) => [courseId, courseName])).toEqual([
      [1, 'Hazelmere'],
      [2, 'Belmont'],
      [3, 'Swaneset Resort Course'],
      [4, 'Swaneset Links Course'],
    ]);
    const fortLangley = await cpsSession(simulator, 'fortlangley');
    const list = await getJson<Array<{ courseId: number; holes: number }>>(
      `${fortLangley.configuration.onlineApi}/OnlineCourses`,
      { headers: fortLangley.headers },
    );
    expect(list.body).toMatchObject([{ courseId: 3, holes: 9 }]);
  });

  it('renames a course in its list and its tee times through the control API', async () => {
    const simulator = await startSimulator();
    const renamed = await fetch(`${simulator.url}/__control/course-name`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site: 'northview', courseId: 2, name: 'THE RIDGE' }),
    });
    expect(renamed.status).toBe(200);
    const session = await cpsSession(simulator, 'northview');
    const list = await getJson<Array<{ courseId: number; courseName: string }>>(
      `${session.configuration.onlineApi}/OnlineCourses`,
      { headers: session.headers },
    );
    expect(list.body.map((course) => course.courseName)).toEqual(['THE RIDGE', 'CANAL']);
    const slots = await cpsTeeTimes(simulator, 'northview', {
      searchDate: toDateString(SATURDAY),
      courseIds: '2',
    });
    expect(new Set(slots.body.content.map((slot) => slot.courseName))).toEqual(new Set(['THE RIDGE']));
    const bad = await fetch(`${simulator.url}/__control/course-name`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site: 'northview', courseId: 'x', name: 'A' }),
    });
    expect(bad.status).toBe(400);
  });

  it('answers BookingRuleModels with days in advance where the site has it, 404 elsewhere', async () => {
    const simulator = await startSimulator();
    const session = await cpsSession(simulator, 'westcoastgolfgroup');
    const query = `classcode=R&courseIds=1,3&searchDate=${encodeURIComponent(toDateString(SATURDAY))}`;
    const rules = await getJson<{ bookingRuleByCourses: Array<{ courseId: number; daysInAdvance: number }> }>(
      `${session.configuration.onlineApi}/BookingRuleModels?${query}`,
      { headers: session.headers },
    );
    expect(rules.status).toBe(200);
    expect(rules.body.bookingRuleByCourses).toMatchObject([
      { courseId: 1, daysInAdvance: 14 },
      { courseId: 3, daysInAdvance: 10 },
    ]);
    const northlands = await cpsSession(simulator, 'northlands');
    const missing = await fetch(`${northlands.configuration.onlineApi}/BookingRuleModels?${query}`, {
      headers: northlands.headers,
    });
    expect(missing.status).toBe(404);
  });
});
