import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { FIXED_NOW, SATURDAY, simulatorPerTest } from '../test/test-support';
import { setWestVancouverV3Sheet } from '../test/west-vancouver-v3-sheet';
import { CPS_V3_SESSION_IDLE_MS } from './cps-v3';
import type { Simulator } from './simulator';

const startSimulator = simulatorPerTest();

const TENANT = 'WestVancouverV3';
const tenantUrl = (simulator: Simulator) => `${simulator.url}/cps/w/${TENANT}`;
const query = (date: string) => `CourseId=1&Date=${date}&Time=AnyTime&Player=99&Hole=9`;

async function get(url: string): Promise<{ status: number; location: string | null; body: string }> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

/** Mints a session as a browser's first visit does; returns the session's path under the simulator. */
async function sessionPath(simulator: Simulator): Promise<string> {
  const { status, location } = await get(`${tenantUrl(simulator)}/`);
  expect(status).toBe(302);
  const match = /^(\/cps\/w\/WestVancouverV3\/\(S\([a-z0-5]{24}\)\))\//.exec(location ?? '');
  expect(match).not.toBeNull();
  return `${simulator.url}${match![1]}`;
}

function teeTimes(body: string) {
  const sheet = parse(body).querySelector('#bodyContent div.teeSheet');
  return {
    sheet,
    blocks: (sheet?.querySelectorAll('div.teetime') ?? []).map((block) => ({
      time: block.querySelector('h3.timeDiv span')?.text,
      players: block.querySelector('div.player p')?.text,
      holes: block.querySelector('p.holes')?.text,
      price: block.querySelector('p.price')?.text,
      id: block.getAttribute('data-teesheetid'),
    })),
  };
}

describe('CPS v3 sessions', () => {
  it('redirects a first visit to the same page under a new cookieless session, keeping the query', async () => {
    const simulator = await startSimulator();
    const first = await get(`${tenantUrl(simulator)}/Home/nIndex?${query('2026-6-13')}`);
    expect(first.status).toBe(302);
    expect(first.location).toMatch(
      /^\/cps\/w\/WestVancouverV3\/\(S\([a-z0-5]{24}\)\)\/Home\/nIndex\?CourseId=1&Date=2026-6-13&Time=AnyTime&Player=99&Hole=9$/,
    );
    const second = await get(`${tenantUrl(simulator)}/Home/nIndex?${query('2026-6-13')}`);
    expect(second.location).not.toBe(first.location);
  });

  it('sends the tenant root to today\u2019s tee sheet of its first course and round length', async () => {
    const simulator = await startSimulator();
    const session = await sessionPath(simulator);
    const root = await get(`${session}/`);
    expect(root.status).toBe(302);
    expect(root.location).toBe(`${session.slice(simulator.url.length)}/Home/nIndex?${query('2026-6-10')}`);
  });

  it('keeps a session alive while it is used and replaces it once idle past the timeout', async () => {
    let clock = FIXED_NOW.getTime();
    const simulator = await startSimulator({ now: () => new Date(clock) });
    const session = await sessionPath(simulator);
    for (let step = 0; step < 3; step++) {
      clock += CPS_V3_SESSION_IDLE_MS - 60_000;
      expect((await get(`${session}/Home/nIndex?${query('2026-6-13')}`)).status).toBe(200);
    }
    clock += CPS_V3_SESSION_IDLE_MS + 1;
    const expired = await get(`${session}/Home/nIndex?${query('2026-6-13')}`);
    expect(expired.status).toBe(302);
    expect(expired.location).toMatch(/\/Home\/nIndex\?CourseId=1&Date=2026-6-13/);
    expect(`${simulator.url}${expired.location}`.startsWith(session)).toBe(false);
  });

  it('does not take another tenant\u2019s session', async () => {
    const simulator = await startSimulator();
    const session = await sessionPath(simulator);
    const id = session.slice(session.indexOf('(S('));
    const other = await get(`${simulator.url}/cps/w/KingsLinksV3/${id}/Home/nIndex?CourseId=1`);
    expect(other.status).toBe(302);
    expect(other.location).not.toContain(id);
  });
});

describe('CPS v3 tee sheet', () => {
  it('lists every open time with its players, round length and price', async () => {
    const simulator = await startSimulator();
    setWestVancouverV3Sheet(simulator, SATURDAY);
    const session = await sessionPath(simulator);
    const page = await get(`${session}/Home/nIndex?${query('2026-6-13')}`);
    expect(page.status).toBe(200);
    const { sheet, blocks } = teeTimes(page.body);
    expect(sheet?.getAttribute('data-date')).toBe('2026-6-13');
    expect(blocks.find((block) => block.time === '7:57 AM')).toMatchObject({
      players: '2 - 4 Players',
      holes: '9 Holes',
      price: '$31.00',
    });
    expect(blocks.find((block) => block.time === '1:05 PM')).toMatchObject({
      players: 'Single',
      price: '$24.50',
    });
    expect(blocks.some((block) => block.time === '8:05 AM')).toBe(false);
    const open = simulator
      .slots({ system: 'cps', site: 'westvancouverv3', courseId: 1 }, SATURDAY)
      .filter((slot) => slot.spots > 0);
    expect(blocks).toHaveLength(open.length);
    expect(new Set(blocks.map((block) => block.id)).size).toBe(blocks.length);
    expect(parse(page.body).querySelector('#CourseId option[selected]')?.text).toBe('Gleneagles Golf Course');
  });

  it('says so when no time is open', async () => {
    const simulator = await startSimulator();
    const session = await sessionPath(simulator);
    const page = await get(`${session}/Home/nIndex?${query('2026-9-30')}`);
    const { sheet, blocks } = teeTimes(page.body);
    expect(blocks).toHaveLength(0);
    expect(sheet?.querySelector('.noTeeTimes')?.text).toMatch(/no tee times available/i);
  });

  it('answers the malformed fault with tee-time blocks that lost their start time', async () => {
    const simulator = await startSimulator();
    simulator.addFault({ target: { site: 'westvancouverv3' }, fault: { type: 'malformed' } });
    const session = await sessionPath(simulator);
    const broken = teeTimes((await get(`${session}/Home/nIndex?${query('2026-6-13')}`)).body);
    expect(broken.blocks.length).toBeGreaterThan(0);
    expect(broken.blocks.every((block) => block.time === undefined)).toBe(true);
    const empty = teeTimes((await get(`${session}/Home/nIndex?${query('2026-9-30')}`)).body);
    expect(empty.sheet).toBeNull();
  });

  it('fails a tenant by its name and leaves the others alone', async () => {
    const simulator = await startSimulator();
    simulator.addFault({ target: { site: 'westvancouverv3' }, fault: { type: 'status', status: 503 } });
    expect((await get(`${tenantUrl(simulator)}/`)).status).toBe(503);
    expect((await get(`${simulator.url}/cps/w/KingsLinksV3/`)).status).toBe(302);
  });

  it('refuses a date it cannot read', async () => {
    const simulator = await startSimulator();
    const session = await sessionPath(simulator);
    expect((await get(`${session}/Home/nIndex?CourseId=1&Date=someday`)).status).toBe(400);
  });
});
