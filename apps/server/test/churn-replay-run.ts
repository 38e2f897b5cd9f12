import { addDaysToIsoDate, vancouverToday, weekdayOf } from '@teewatch/shared';
import type { Simulator, TwilioStandIn } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import { rowsOf } from '../src/db/rows-of';
import { formatSlotDate, formatSlotTime } from '../src/email/alert-email-words';
import type { TestRequestInput } from './alerts-test-kit';
import {
  type ChurnSettings,
  CLOSED_HOURS,
  COURSES,
  type CourseKey,
  type GroundTruth,
  groundTruth,
  REQUESTS,
  type RequestSpec,
  SCRIPT,
  SCRIPT_SECONDS,
  type ScriptedSlot,
  scaledSteps,
  scriptScale,
} from './churn-script';
import type { TestPushService } from './test-push-service';
import type { TestSmtpServer } from './test-smtp-server';
import { sleep } from './worker-processes';

// The churn replay's first steps (churn-replay-kit.ts runs them): the run's facts, the three courses alone
// active with their scripted hours closed, the golfers' requests, and the wait for every pair's first read.

export type ChurnApp = {
  ctx: AppContext;
  config: AppContext['config'];
  simulator: Simulator;
  smtp: TestSmtpServer;
  /**
   * The local push service, when the golfers have a device: createRequest subscribes one per golfer,
   * named by the golfer's email, and the replay reads every push against the truth as it reads emails.
   */
  push?: TestPushService;
  /**
   * The Twilio stand-in, when some golfers alert by text: the workers text through it, and the replay
   * reads every text against the truth for the requests alerting by `sms` or `both`.
   */
  twilio?: TwilioStandIn;
  /** Creates a request as a new golfer would; resolves to its id. */
  createRequest(email: string, input: TestRequestInput): Promise<number>;
  /** A tee-time search as the page asks it (the test's checks of search answers); optional. */
  search?(query: { courseId: number; date: string; players: number }): Promise<{ time: string }[]>;
};

type SlotRef = { course: CourseKey; day: 1 | 2; time: string };

/** What every step of one replay reads: the app, the scaled script, its dates and courses, the truth. */
export type ReplayRun = {
  app: ChurnApp;
  db: AppContext['db'];
  settings: ChurnSettings;
  scale: number;
  script: ScriptedSlot[];
  scriptSeconds: number;
  dates: Record<1 | 2, string>;
  /** The three scripted courses' ids, the only active ones. */
  courseIds: number[];
  course: (key: CourseKey) => { id: number; name: string };
  truth: GroundTruth;
  /** When the churn started (ms), set once the workers are up. */
  started: { at: number };
  /** Script seconds since the churn started. */
  now: () => number;
  slotKey: (slot: SlotRef) => string;
  /** A listed time's script slot, by `course name|date label|time label` as an email words it. */
  byLabel: Map<string, ScriptedSlot>;
  /** How old an answer may be and still count as bookable when read (two cadences and a margin). */
  stale: number;
  say: (message: string) => void;
};

/** The run's facts, with every course but the three deactivated (the workers read exactly the script's pairs). */
export async function prepareReplay(options: {
  app: ChurnApp;
  settings: ChurnSettings;
  log?: (message: string) => void;
}): Promise<ReplayRun> {
  const { app, settings } = options;
  const { db } = app.ctx;
  const scale = scriptScale(settings);
  const script = SCRIPT.map((slot) => ({ ...slot, steps: scaledSteps(slot.steps, scale) }));
  const dates = {
    1: addDaysToIsoDate(vancouverToday(new Date()), 1),
    2: addDaysToIsoDate(vancouverToday(new Date()), 2),
  } as const;

  // Three courses only, so the workers read exactly the pairs the script plays on.
  const courseRows = rowsOf<{ id: number; name: string; seed_key: string }>(
    await db.execute(
      sql`select id, name, seed_key from golf_courses where seed_key in (${sql.join(
        Object.values(COURSES).map((course) => sql`${course.seedKey}`),
        sql`, `,
      )})`,
    ),
  );
  const course = (key: CourseKey) => {
    const row = courseRows.find((candidate) => candidate.seed_key === COURSES[key].seedKey);
    if (!row) throw new Error(`no seeded course ${COURSES[key].seedKey}`);
    return { id: Number(row.id), name: row.name };
  };
  const courseIds = courseRows.map((row) => Number(row.id));
  await db.execute(
    sql`update golf_courses set is_active = false where id not in (${sql.join(
      courseIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const started = { at: 0 };
  const slotKey = (slot: SlotRef) => `${slot.course}|${slot.day}|${slot.time}`;
  return {
    app,
    db,
    settings,
    scale,
    script,
    scriptSeconds: SCRIPT_SECONDS * scale,
    dates,
    courseIds,
    course,
    truth: groundTruth(),
    started,
    now: () => (Date.now() - started.at) / 1000,
    slotKey,
    byLabel: new Map(
      script.map((slot) => [
        `${course(slot.course).name}|${formatSlotDate(dates[slot.day])}|${formatSlotTime(slot.time)}`,
        slot,
      ]),
    ),
    stale: 2 * settings.cadenceSeconds + 5,
    say: options.log ?? (() => {}),
  };
}

/** The courses' ids as a SQL list, for `course_id in (…)`. */
export const courseIdList = (run: ReplayRun) =>
  sql.join(
    run.courseIds.map((id) => sql`${id}`),
    sql`, `,
  );

/** Close the scripted hours everywhere, so only scripted times can match. */
export function closeScriptedHours(run: ReplayRun): void {
  const { app, dates } = run;
  for (const key of Object.keys(COURSES) as CourseKey[]) {
    for (const day of [1, 2] as const) {
      for (const view of app.simulator.slots(COURSES[key].ref, dates[day])) {
        if (CLOSED_HOURS.includes(Number(view.time.slice(0, 2))) && view.spots > 0) {
          app.simulator.setSlot({
            ...COURSES[key].ref,
            date: dates[day],
            time: view.time,
            spots: 0,
          } as Parameters<Simulator['setSlot']>[0]);
        }
      }
    }
  }
}

/** Sets a scripted slot's open seats in the simulator and records what it then showed in the truth. */
export function setScriptedSlot(run: ReplayRun, slot: ScriptedSlot, spots: number): void {
  const ref = COURSES[slot.course].ref;
  const view = run.app.simulator.setSlot({
    ...ref,
    date: run.dates[slot.day],
    time: slot.time,
    spots,
    ...(slot.minPlayers ? { minPlayers: slot.minPlayers } : {}),
  } as Parameters<Simulator['setSlot']>[0]);
  run.truth.record(run.slotKey(slot), view, run.now());
}

/** Every scripted golfer's request, a group's members joining its first: each request's spec by email. */
export async function createReplayRequests(run: ReplayRun): Promise<Map<string, RequestSpec>> {
  const { app, course, dates } = run;
  const requestIds = new Map<string, RequestSpec>();
  const groupOwners = new Map<string, { email: string; requestId: number }>();
  for (const spec of REQUESTS) {
    const owner = spec.group ? groupOwners.get(spec.group) : undefined;
    const id = await app.createRequest(spec.email, {
      courseIds: spec.courses.map((key) => course(key).id),
      dates: spec.days.map((day) => dates[day]),
      startHour: spec.start,
      endHour: spec.end,
      players: spec.players,
      ...(spec.splitParty ? { splitParty: spec.splitParty } : {}),
      ...(owner ? { joinGroupOf: owner } : {}),
      ...(spec.weekly ? { weekly: weeklyRuleOf(spec.days.map((day) => dates[day])) } : {}),
    });
    if (spec.group && !owner) groupOwners.set(spec.group, { email: spec.email, requestId: id });
    requestIds.set(spec.email, spec);
  }
  return requestIds;
}

/** A weekly rule that expands into exactly these dates: their weekdays, ending on the last (decision 0350). */
function weeklyRuleOf(days: string[]): { weekdays: number[]; endsOn: string } {
  return { weekdays: days.map(weekdayOf), endsOn: [...days].sort().at(-1)! };
}

/** Waits until every pair (today and the two scripted days, MIRROR_HORIZON_DAYS=2) was read since `upAt`. */
export async function waitForEveryPairRead(run: ReplayRun, upAt: Date): Promise<void> {
  const pairs = run.courseIds.length * 3;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await run.db.execute(sql`select count(*)::int as n from course_polls where last_success_at > ${upAt}
        and course_id in (${courseIdList(run)})`),
    );
    if (Number(row?.n) >= pairs) return;
    if (Date.now() > deadline) throw new Error('workers did not read every pair within 60 s');
    await sleep(250);
  }
}
