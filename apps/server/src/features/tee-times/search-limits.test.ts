import { TZDate } from '@date-fns/tz';
import { addDaysToIsoDate, envelopeSchema, TIME_ZONE, vancouverToday } from '@teewatch/shared';
import { type Simulator, startSimulator } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { simulatorEnv } from '../../../test/source-test-support';
import { createTestApp, signUp, type TestApp } from '../../../test/test-context';
import { rowsOf } from '../../db/rows-of';

// Decision 0256: searches without a session are limited per client address; only a signed-in golfer's
// searches put their pairs on the watched tier, within the account's hourly allowance.
const NOW = new Date(new TZDate(2027, 5, 18, 9, 0, 0, TIME_ZONE).getTime());
const today = vancouverToday(NOW);
const Failure = envelopeSchema(z.unknown());

let simulator: Simulator;
let testApp: TestApp;
let courseId: number;

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, now: () => NOW });
  testApp = await createTestApp(
    {
      ...simulatorEnv(simulator),
      SEARCH_ANSWER_TTL_MS: '0',
      SEARCH_RATE_LIMIT_PER_MINUTE: '3',
      SEARCH_WATCH_PER_ACCOUNT_PER_HOUR: '2',
    },
    { clock: () => NOW },
  );
  const [row] = rowsOf<{ id: number }>(
    await testApp.ctx.db.execute(sql`select id from golf_courses where seed_key = 'cps:golfvancouver:2'`),
  );
  courseId = row!.id;
});
afterAll(async () => {
  await testApp?.close();
  await simulator?.close();
});

const search = (options: { date: string; from: string; cookie?: string }) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/tee-times?date=${options.date}&courseIds=${courseId}`,
    remoteAddress: options.from,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

/** Whether the pair is on the watched tier: searched by a golfer (course_polls.last_searched_at set). */
async function isWatched(date: string): Promise<boolean> {
  const rows = rowsOf<{ searched: boolean }>(
    await testApp.ctx.db.execute(sql`
      select last_searched_at is not null as searched from course_polls
      where course_id = ${courseId} and date = ${date}::date
    `),
  );
  return rows[0]?.searched ?? false;
}

describe('tee-time search limits', () => {
  it('answers 429 in the envelope past the anonymous limit of one address, and never watches its pairs', async () => {
    const date = addDaysToIsoDate(today, 2);
    for (let index = 0; index < 3; index++) {
      expect((await search({ date, from: '203.0.113.10' })).statusCode).toBe(200);
    }
    const refused = await search({ date, from: '203.0.113.10' });
    expect(refused.statusCode).toBe(429);
    expect(Failure.parse(refused.json())).toEqual({
      success: false,
      error: 'Too many searches from your network. Please sign in or try again in 1 minute.',
    });
    expect(refused.headers['retry-after']).toBe('60');
    // Another address has its own allowance.
    expect((await search({ date, from: '203.0.113.11' })).statusCode).toBe(200);
    expect(await isWatched(date)).toBe(false);
  });

  it("is not applied to a signed-in golfer, whose searches are watched up to the account's allowance", async () => {
    const cookie = await signUp(testApp.app, { email: 'searcher@example.com' });
    const from = '203.0.113.20';
    for (let index = 0; index < 3; index++) await search({ date: addDaysToIsoDate(today, 3), from });
    expect((await search({ date: addDaysToIsoDate(today, 3), from })).statusCode).toBe(429);
    const dates = [4, 5, 6].map((days) => addDaysToIsoDate(today, days));
    for (const date of dates) expect((await search({ date, from, cookie })).statusCode).toBe(200);
    // Past the anonymous limit from the same address, the golfer still searches.
    expect((await search({ date: addDaysToIsoDate(today, 3), from, cookie })).statusCode).toBe(200);
    expect(await isWatched(addDaysToIsoDate(today, 3))).toBe(false);
    // Two searches' pairs per hour are watched; the third is answered but steers no reads.
    expect(await Promise.all(dates.map(isWatched))).toEqual([true, true, false]);
  });
});
