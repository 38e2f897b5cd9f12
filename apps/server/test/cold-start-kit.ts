import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { type Simulator, startSimulator } from '@teewatch/simulator';
import { beforeAll } from 'vitest';
import { matchOpeningsToRequests } from '../src/features/alerts';
import { createMirrorScheduler, type MirrorScheduler } from '../src/features/mirror';
import { createTeeTimeSearch, type TeeTimeSearch } from '../src/features/tee-times';
import { closeAfterAll } from './close-after-all';
import { createTestApp, type TestApp } from './test-context';

// The cold-start tests' stage: a fresh database, the simulator, and the worker's mirror scheduler and a
// golfer's search built over the same sources, so both compete for the upstream budgets as in production.

/** The cold-start tests' "now": 10:00 in Vancouver on 2026-12-01. */
export const COLD_START_NOW = new Date('2026-12-01T18:00:00Z');
const clock = () => COLD_START_NOW;

export type ColdStart = { testApp: TestApp; search: TeeTimeSearch; scheduler: MirrorScheduler };

/**
 * Before the file's tests, starts the simulator and an app on `env` (the budgets and search waits under
 * test; answers are never cached) and builds the search and the scheduler, not yet started; closes them
 * all after. Read the returned holder's fields inside tests.
 */
export function coldStartForThisFile(env: Record<string, string>): ColdStart {
  const holder = {} as ColdStart;
  let simulator: Simulator | undefined;
  beforeAll(async () => {
    simulator = await startSimulator({ port: 0, now: clock });
    holder.testApp = await createTestApp({
      UPSTREAM_MODE: 'simulator',
      SIMULATOR_URL: simulator.url,
      SEARCH_ANSWER_TTL_MS: '0',
      ...env,
    });
    const { config, db, sources } = holder.testApp.ctx;
    holder.search = createTeeTimeSearch({ config, db, sources, clock, matchOpeningsToRequests });
    holder.scheduler = createMirrorScheduler({ db, config, sources, clock, matchOpeningsToRequests });
  });
  closeAfterAll(() => [holder.scheduler, holder.search, holder.testApp, simulator]);
  return holder;
}

/** A golfer's first search: every course, all day, tomorrow. */
export function searchEveryCourseTomorrow(search: TeeTimeSearch): ReturnType<TeeTimeSearch['search']> {
  return search.search({
    date: addDaysToIsoDate(vancouverToday(COLD_START_NOW), 1),
    startHour: 0,
    endHour: 24,
    numberOfPlayers: 0,
  });
}
