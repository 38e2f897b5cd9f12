import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { type Simulator, startSimulator } from '@teewatch/simulator';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Config } from '../src/config';
import { type Clock, systemClock } from '../src/lib/clock';
import { createSources } from '../src/sources/create-sources';
import { type SourceCourse, SourceError } from '../src/sources/tee-time-source';
import { testConfig } from './test-config';

// Helpers for adapter tests against the real simulator (no app, no database needed).

/**
 * The adapter tests' "now": noon in Vancouver on Wednesday 2026-06-10. The simulator's tee sheets depend on
 * the date, so a test that read the real clock would see different sheets (and fail) on some days.
 */
export const SOURCE_TEST_NOW = new Date('2026-06-10T19:00:00Z');

export type SimulatorForThisFile = {
  current: Simulator;
  /** The source adapters, pointed at the current simulator. */
  sources: (env?: Record<string, string>, clock?: Clock) => ReturnType<typeof createSources>;
  /** The requests the current simulator received whose path contains `pathPart`. */
  requests: (pathPart: string) => ReturnType<typeof simulatorRequests>;
  /**
   * The SourceError a read of `course` two days ahead fails with once `fault` is added to the simulator
   * (`env` for the adapters, e.g. a short SOURCE_TIMEOUT_MS for a hang).
   */
  readErrorUnder: (
    fault: Parameters<Simulator['addFault']>[0],
    course: SourceCourse,
    env?: Record<string, string>,
  ) => Promise<SourceError>;
};

/** One simulator for the test file, reset before each test; read it as `.current` inside tests. */
export function simulatorForThisFile(): SimulatorForThisFile {
  const holder = {
    sources: (env = {}, clock) => simulatorSources(holder.current, env, clock),
    requests: (pathPart) => simulatorRequests(holder.current, pathPart),
    readErrorUnder: (fault, course, env = {}) => {
      holder.current.addFault(fault);
      return sourceError(holder.sources(env).fetchSlots({ course, date: daysAhead(2) }));
    },
  } as SimulatorForThisFile;
  beforeAll(async () => {
    holder.current = await startSimulator({ port: 0, now: () => SOURCE_TEST_NOW });
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  beforeEach(() => {
    holder.current.reset();
  });
  return holder;
}

/** A clock the test moves itself: it starts at SOURCE_TEST_NOW and stands still until `advance`d. */
export type MovableClock = { now: () => Date; advance: (ms: number) => void };

/**
 * Runs `use` against a simulator of its own whose "now" is `upstream`, for the tests that let time pass
 * upstream (tokens and sessions expiring); the simulator is closed after, pass or fail. The adapters
 * under test take `upstream.now` to move with it, or SOURCE_TEST_NOW to stand still while it moves.
 */
export async function withUpstreamClock(
  use: (simulator: Simulator, upstream: MovableClock) => Promise<void>,
): Promise<void> {
  let at = SOURCE_TEST_NOW.getTime();
  const upstream: MovableClock = {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
  };
  const simulator = await startSimulator({ port: 0, now: upstream.now });
  try {
    await use(simulator, upstream);
  } finally {
    await simulator.close();
  }
}

/** The settings that point an app at the simulator, with host budgets too high to pace a test. */
export function simulatorEnv(simulator: Simulator): Record<string, string> {
  return {
    UPSTREAM_MODE: 'simulator',
    SIMULATOR_URL: simulator.url,
    CPS_REQUESTS_PER_SECOND: '1000',
    CHRONOGOLF_REQUESTS_PER_SECOND: '1000',
  };
}

export function simulatorConfig(simulator: Simulator, env: Record<string, string> = {}): Config {
  return testConfig({
    DATA_DIR: '/tmp/teewatch-source-tests',
    PUBLIC_URL: 'http://localhost:3000',
    ...simulatorEnv(simulator),
    SOURCE_TIMEOUT_MS: '2000',
    ...env,
  });
}

/** The source adapters, pointed at `simulator`, on `clock` (the real one when absent). */
export function simulatorSources(
  simulator: Simulator,
  env: Record<string, string> = {},
  clock: Clock = systemClock,
) {
  return createSources({ config: simulatorConfig(simulator, env), clock });
}

/** Waits for `promise` to fail with a SourceError, and returns it. */
export async function sourceError(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}

export { seededCourse } from './seeded-course';

export function daysAhead(days: number, now: Date = SOURCE_TEST_NOW): string {
  return addDaysToIsoDate(vancouverToday(now), days);
}

export async function simulatorRequests(simulator: Simulator, pathPart: string) {
  return simulator
    .requests()
    .log.filter((entry) => entry.path.toLowerCase().includes(pathPart.toLowerCase()));
}
