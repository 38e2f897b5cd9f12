import { describe, expect, it } from 'vitest';
import {
  type CpsSlotJson,
  cpsTeeTimes,
  getJson,
  SATURDAY,
  simulatorPerTest,
  startTestSimulator,
  toDateString,
} from '../test/test-support';
import type { Simulator } from './simulator';

const startSimulator = simulatorPerTest();

function post(sim: Simulator, path: string, body?: unknown) {
  return getJson<Record<string, unknown>>(`${sim.url}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function classicUrl(sim: Simulator, date = SATURDAY) {
  return `${sim.chronogolfBaseUrl}/marketplace/clubs/545/teetimes?date=${date}&course_id=525&nb_holes=18&affiliation_type_ids%5B%5D=2897`;
}

async function classicSlot(sim: Simulator, time: string) {
  const { body } = await getJson<Array<{ start_time: string; out_of_capacity: boolean }>>(classicUrl(sim));
  return body.find((teetime) => teetime.start_time === time);
}

describe('control API', () => {
  it('answers health', async () => {
    const simulator = await startSimulator();
    expect(await getJson(`${simulator.url}/__control/health`)).toEqual({ status: 200, body: { ok: true } });
  });

  it('opens, then closes a CPS slot', async () => {
    const simulator = await startSimulator();
    const slot = { system: 'cps', site: 'golfvancouver', courseId: 3, date: SATURDAY, time: '14:03' };
    const opened = await post(simulator, 'slot', { ...slot, spots: 4, price: 61 });
    expect(opened).toMatchObject({ status: 200, body: { ...slot, spots: 4, price: 61 } });
    const find = (content: CpsSlotJson[]) =>
      content.find((slot) => slot.startTime === `${SATURDAY}T14:03:00`);
    const params = { searchDate: toDateString(SATURDAY), courseIds: '3' };
    expect(find((await cpsTeeTimes(simulator, 'golfvancouver', params)).body.content)).toMatchObject({
      availableParticipantNo: [1, 2, 3, 4],
      teeSheetId: opened.body.id,
    });

    await post(simulator, 'slot', { ...slot, spots: 0 });
    expect(find((await cpsTeeTimes(simulator, 'golfvancouver', params)).body.content)).toBeUndefined();
  });

  it('opens a ChronoGolf slot by v2 UUID and closes it by numeric id', async () => {
    const simulator = await startSimulator();
    const opened = await post(simulator, 'slot', {
      system: 'chronogolf',
      courseId: '5eed0000-0000-4000-8000-000000000525',
      date: SATURDAY,
      time: '11:11',
      spots: 3,
    });
    expect(opened.body).toMatchObject({
      courseId: 525,
      uuid: '5eed0000-0000-4000-8000-000000000525',
      spots: 3,
    });
    expect(await classicSlot(simulator, '11:11')).toMatchObject({ out_of_capacity: false });
    simulator.setSlot({
      system: 'chronogolf',
      clubId: '545',
      courseId: 525,
      date: SATURDAY,
      time: '11:11',
      spots: 0,
    });
    expect(await classicSlot(simulator, '11:11')).toBeUndefined();
  });

  it('rejects bad control input with 400 and a message', async () => {
    const simulator = await startSimulator();
    const slot = { system: 'cps', site: 'x', courseId: 1, date: SATURDAY };
    const badTime = await post(simulator, 'slot', { ...slot, time: '25:00', spots: 1 });
    expect(badTime).toEqual({ status: 400, body: { error: 'time must be HH:MM' } });
    expect((await post(simulator, 'slot', { ...slot, time: '09:00', spots: 9 })).status).toBe(400);
    expect((await post(simulator, 'slot', { system: 'other' })).status).toBe(400);
    expect((await post(simulator, 'fault', { fault: { type: 'status', status: 418 } })).status).toBe(400);
    expect((await post(simulator, 'variant', { site: 'golfvancouver', variant: 'weird' })).status).toBe(400);
    const notJson = await fetch(`${simulator.url}/__control/slot`, { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
    expect(() =>
      simulator!.setSlot({ system: 'cps', site: 'x', courseId: 1, date: 'soon', time: '09:00', spots: 1 }),
    ).toThrow('date must be YYYY-MM-DD');
  });

  it('churns deterministically: the same seed gives the same changes, and sheets change', async () => {
    const simulator = await startSimulator({ seed: 7 });
    const twin = await startTestSimulator({ seed: 7 });
    try {
      const before = (await getJson(classicUrl(simulator))).body;
      const { body } = await post(simulator, 'tick', { steps: 25 });
      const twinResult = twin.tick(25);
      expect(body).toEqual(twinResult);
      const changes = twinResult.changes;
      expect(changes.length).toBeGreaterThan(10);
      expect(changes.some((change) => change.spots < change.previousSpots)).toBe(true);
      expect(changes.some((change) => change.spots > change.previousSpots)).toBe(true);
      for (const change of changes) {
        expect(change.spots).toBeGreaterThanOrEqual(0);
        expect(change.spots).toBeLessThanOrEqual(4);
      }
      // Keep ticking until University GC on Saturday changes, then compare.
      let after = (await getJson(classicUrl(simulator))).body;
      for (let round = 0; round < 40 && JSON.stringify(after) === JSON.stringify(before); round++) {
        simulator.tick(10);
        after = (await getJson(classicUrl(simulator))).body;
      }
      expect(after).not.toEqual(before);
    } finally {
      await twin.close();
    }
  });

  it('leaves control-set slots alone during churn', async () => {
    const simulator = await startSimulator();
    simulator.setSlot({ system: 'chronogolf', courseId: 525, date: SATURDAY, time: '09:30', spots: 4 });
    simulator.tick(500);
    expect(await classicSlot(simulator, '09:30')).toMatchObject({ out_of_capacity: false });
  });

  it('logs protocol requests (not control calls) and clears the log', async () => {
    const simulator = await startSimulator();
    await fetch(classicUrl(simulator));
    await fetch(classicUrl(simulator));
    await fetch(`${simulator.url}/cps/golfvancouver/onlineresweb/Home/Configuration`);
    const { body } = await getJson<{
      total: number;
      byPath: Record<string, number>;
      log: Array<Record<string, unknown>>;
    }>(`${simulator.url}/__control/requests`);
    expect(body.total).toBe(3);
    expect(body.byPath).toEqual({
      '/chronogolf/marketplace/clubs/545/teetimes': 2,
      '/cps/golfvancouver/onlineresweb/Home/Configuration': 1,
    });
    expect(body.log[0]).toMatchObject({
      method: 'GET',
      path: '/chronogolf/marketplace/clubs/545/teetimes',
      query: { date: SATURDAY, course_id: '525', 'affiliation_type_ids[]': '2897' },
      at: expect.stringMatching(/Z$/),
    });
    await fetch(`${simulator.url}/__control/requests`, { method: 'DELETE' });
    expect(simulator.requests()).toEqual({ total: 0, byPath: {}, log: [] });
  });

  it('resets to the seeded state with no faults and an empty log', async () => {
    const simulator = await startSimulator();
    const seeded = (await getJson(classicUrl(simulator))).body;
    simulator.setSlot({ system: 'chronogolf', courseId: 525, date: SATURDAY, time: '12:34', spots: 4 });
    simulator.tick(200);
    simulator.addFault({ target: { system: 'cps' }, fault: { type: 'status', status: 500 } });
    expect((await post(simulator, 'reset')).body).toEqual({ ok: true });
    expect(simulator.requests().total).toBe(0);
    expect(simulator.faults()).toEqual([]);
    expect((await getJson(classicUrl(simulator))).body).toEqual(seeded);
  });
});

describe('faults', () => {
  it('answers 429 with Retry-After, and 500 / 503, for the targeted site only', async () => {
    const simulator = await startSimulator();
    const { body } = await post(simulator, 'fault', {
      target: { system: 'cps', site: 'golfburnaby' },
      fault: { type: 'status', status: 429 },
    });
    expect(body.id).toEqual(expect.any(String));
    const burnaby = await fetch(`${simulator.cpsBaseUrl('golfburnaby')}/onlineresweb/Home/Configuration`);
    expect(burnaby.status).toBe(429);
    expect(burnaby.headers.get('retry-after')).toBe('1');
    const vancouver = await fetch(`${simulator.cpsBaseUrl('golfvancouver')}/onlineresweb/Home/Configuration`);
    expect(vancouver.status).toBe(200);

    await fetch(`${simulator.url}/__control/fault/${body.id}`, { method: 'DELETE' });
    expect(
      (await fetch(`${simulator.cpsBaseUrl('golfburnaby')}/onlineresweb/Home/Configuration`)).status,
    ).toBe(200);

    for (const status of [500, 503] as const) {
      simulator.addFault({ target: { system: 'chronogolf' }, fault: { type: 'status', status }, times: 1 });
      expect((await fetch(classicUrl(simulator))).status).toBe(status);
      expect((await fetch(classicUrl(simulator))).status).toBe(200);
    }
  });

  it('targets one course: the request naming it fails, others pass', async () => {
    const simulator = await startSimulator();
    simulator.addFault({ target: { courseId: '2' }, fault: { type: 'status', status: 503 } });
    const params = (courseIds: string) => ({ searchDate: toDateString(SATURDAY), courseIds });
    expect((await cpsTeeTimes(simulator, 'golfvancouver', params('1,3'))).status).toBe(200);
    expect((await cpsTeeTimes(simulator, 'golfvancouver', params('2,1,3'))).status).toBe(503);
    simulator.clearFaults();
    simulator.addFault({
      target: { courseId: '5eed0000-0000-4000-8000-000000000525' },
      fault: { type: 'status', status: 500 },
    });
    expect((await fetch(classicUrl(simulator))).status).toBe(500);
  });

  it('serves a Cloudflare "Just a moment..." HTML page with 403', async () => {
    const simulator = await startSimulator();
    simulator.addFault({ target: { system: 'chronogolf', clubId: '545' }, fault: { type: 'cloudflare403' } });
    const response = await fetch(classicUrl(simulator));
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Just a moment...');
  });

  it('sends truncated JSON with 200 for malformed', async () => {
    const simulator = await startSimulator();
    simulator.addFault({ target: { system: 'chronogolf' }, fault: { type: 'malformed' }, times: 1 });
    const response = await fetch(classicUrl(simulator));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(text)).toThrow();
    expect((await fetch(classicUrl(simulator))).status).toBe(200);
  });

  it('delays an answer for latency, then answers normally', async () => {
    const simulator = await startSimulator();
    simulator.addFault({ target: {}, fault: { type: 'latency', ms: 300 } });
    const started = performance.now();
    const response = await fetch(classicUrl(simulator));
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('hangs without headers until the client gives up, and close() still returns', async () => {
    const simulator = await startSimulator();
    simulator.addFault({ target: { system: 'cps' }, fault: { type: 'hang' } });
    await expect(
      fetch(`${simulator.cpsBaseUrl('golfvancouver')}/onlineresweb/Home/Configuration`, {
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow(/abort|timeout/i);
    // A hung request still counts as an upstream call.
    expect(simulator.requests().total).toBe(1);
    const pending = fetch(`${simulator.cpsBaseUrl('golfvancouver')}/onlineresweb/Home/Configuration`).catch(
      (error: unknown) => error,
    );
    // Closed once the request is in (hung), not after a sleep that a slow machine could outrun.
    while (simulator.requests().total < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await simulator.close();
    expect(await pending).toBeInstanceOf(Error);
  });

  it('applies a fault only the given number of times', async () => {
    const simulator = await startSimulator();
    simulator.addFault({ target: {}, fault: { type: 'status', status: 503 }, times: 2 });
    const statuses = [];
    for (let index = 0; index < 3; index++) statuses.push((await fetch(classicUrl(simulator))).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect(simulator.faults()).toEqual([]);
  });
});
