import { type AppContext, rowsOf, startJobRunner } from '@teewatch/server';
import { getMirrorHealth } from '@teewatch/server/features/mirror';
import { startTestSmtpServer } from '@teewatch/server/testing';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { parseSheetDensity, type Simulator, type SlotInput } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';
import { insertHourRequests, openApp } from './bench-app';
import { startLiveUpstreams } from './live-upstreams';

// Latency at the shipped defaults (issue 27): no cadence override, live mode against simulators held to
// the real budgets (ChronoGolf 1 request/s, each CPS site 4/s, refusing faster with 429), the in-process
// worker reading all 18 courses. Slots open at random moments on watched pairs (tomorrow, one waitlist
// request per hour) and on unwatched pairs (no request) of both protocols. Prints slot opens → email
// accepted by SMTP for the watched pairs, slot opens → opening recorded for all, where the time after the
// opening goes (recorded → claimed → accepted), and the cadence each tier achieved meanwhile.

const SPREAD_S = Number(process.env.BENCH_DEFAULT_SPREAD_S ?? 120);
const DENSITY = parseSheetDensity(process.env.BENCH_SHEET_DENSITY ?? 'sparse');
const HOURS = Array.from({ length: 14 }, (_, index) => 6 + index);
/** Two watched CPS courses and one unwatched; one watched ChronoGolf course and one unwatched. */
const PAIRS = [
  { seedKey: 'cps:golfvancouver:1', isWatched: true },
  { seedKey: 'cps:golfvancouver:2', isWatched: true },
  { seedKey: 'cps:golfvancouver:3', isWatched: false },
  { seedKey: 'chronogolf:545:525', isWatched: true },
  { seedKey: 'chronogolf:582:562', isWatched: false },
];

type Ref = { system: 'cps'; site: string; courseId: number } | { system: 'chronogolf'; courseId: number };
type Trial = {
  courseId: number;
  ref: Ref;
  hour: number;
  isWatched: boolean;
  email?: string;
  openedAt?: number;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const figures = (values: number[]) =>
  values.length === 0
    ? '— | — | —'
    : `${percentile(values, 50).toFixed(1)} | ${percentile(values, 95).toFixed(1)} | ${percentile(values, 100).toFixed(1)}`;
const timeOf = (hour: number) => `${String(hour).padStart(2, '0')}:17`;

function refOf(seedKey: string): Ref {
  const [system, site, id] = seedKey.split(':') as [string, string, string];
  return system === 'cps'
    ? { system: 'cps', site, courseId: Number(id) }
    : { system: 'chronogolf', courseId: Number(id) };
}

/** Every time of the day taken, so the trials' openings are the only ones. */
function closeDay(simulator: Simulator, ref: Ref, date: string): void {
  for (const slot of simulator.slots(ref, date)) setSlot(simulator, ref, date, slot.time, 0);
}
function setSlot(simulator: Simulator, ref: Ref, date: string, time: string, spots: number): void {
  simulator.setSlot({ ...ref, date, time, spots } as SlotInput);
}

type BenchDb = Awaited<ReturnType<typeof openApp>>['ctx']['db'];
type SimulatorOf = (ref: Ref) => Simulator;
type Stages = { recorded?: number; emailed?: number; toClaim?: number; toAccept?: number };

export async function defaultLatency(): Promise<void> {
  const upstreams = await startLiveUpstreams({ seed: 5, density: DENSITY });
  const simulatorOf = (ref: Ref) =>
    ref.system === 'chronogolf' ? upstreams.chronogolf : upstreams.cps[ref.site as 'golfvancouver'];
  const smtp = await startTestSmtpServer();
  const app = await openApp(
    {
      UPSTREAM_MODE: 'live',
      // The "live" upstreams are on this machine, which production's fetch guard refuses (decision 0240).
      NODE_ENV: 'test',
      SMTP_URL: smtp.url,
      CPS_REQUESTS_PER_SECOND: '4',
      CHRONOGOLF_REQUESTS_PER_SECOND: '1',
    },
    'pglite',
  );
  const { db, config, sources } = app.ctx;
  await upstreams.pointCourses(app.ctx);
  const date = addDaysToIsoDate(vancouverToday(new Date()), 1);
  const trials = await seedTrials(app.ctx, date, simulatorOf);
  const watched = trials.filter((trial) => trial.isWatched);
  const runner = await startJobRunner({ ctx: app.ctx, log: { info() {}, error() {} } });
  const started = Date.now();
  try {
    // Wait for the first observation of the pairs (the closed day), however long the cold start takes.
    const ids = `{${[...new Set(trials.map((trial) => trial.courseId))].join(',')}}`;
    await waitForFirstReads(db, date, ids);
    const coldStartS = (Date.now() - started) / 1000;
    const baseline = smtp.messages.length;
    await Promise.all(
      trials.map(async (trial) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * SPREAD_S * 1000));
        setSlot(simulatorOf(trial.ref), trial.ref, date, timeOf(trial.hour), 2);
        trial.openedAt = Date.now();
      }),
    );
    await smtp.waitForMessages(baseline + watched.length, 150_000).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 120_000)); // the unwatched pairs' next reads
    const health = await getMirrorHealth({ db, config, sources, now: new Date() });
    const stages = await stagesOf({ db, date, ids, messages: smtp.messages });
    console.log(
      `\n6. Latency at the shipped defaults (no cadence override; live mode: simulators held to ChronoGolf 1 request/s and CPS 4/s a site, 429 past it; ${DENSITY} sheets; all 18 courses read by the in-process worker on PGlite; openings spread over ${SPREAD_S} s; first reads of the pairs after ${coldStartS.toFixed(0)} s; ${upstreams.refused()} requests refused with 429)`,
    );
    printStages(trials, stages);
    printCadences(health);
  } finally {
    await runner.stop();
    await app.close();
    await smtp.close();
    await upstreams.close();
  }
}

/** The trials on every pair (their day closed first) and, for the watched ones, one request per hour. */
async function seedTrials(ctx: AppContext, date: string, simulatorOf: SimulatorOf): Promise<Trial[]> {
  const courses = rowsOf<{ id: number; seed_key: string }>(
    await ctx.db.execute(sql`select id, seed_key from golf_courses where seed_key like 'c%'`),
  );
  const trials: Trial[] = PAIRS.flatMap((pair) => {
    const course = courses.find((row) => row.seed_key === pair.seedKey);
    if (!course) throw new Error(`No seeded course ${pair.seedKey}`);
    const ref = refOf(pair.seedKey);
    closeDay(simulatorOf(ref), ref, date);
    return HOURS.map((hour) => ({
      courseId: Number(course.id),
      ref,
      hour,
      isWatched: pair.isWatched,
      ...(pair.isWatched ? { email: `c${course.id}h${hour}@bench.example` } : {}),
    }));
  });
  const watched = trials.filter((trial) => trial.isWatched);
  await insertHourRequests(
    ctx,
    date,
    watched.map((trial) => ({ email: trial.email!, hour: trial.hour, courseId: trial.courseId })),
  );
  return trials;
}

/** Waits (up to 10 minutes, saying how far it got) until every pair has been read once. */
async function waitForFirstReads(db: BenchDb, date: string, ids: string): Promise<void> {
  for (let waited = 0; waited < 600; waited++) {
    const [row] = rowsOf<{ read: number }>(
      await db.execute(sql`
        select count(*)::int as read from course_polls
        where date = ${date}::date and course_id = any(${ids}::int[]) and last_success_at is not null
      `),
    );
    if (Number(row?.read) === PAIRS.length) break;
    if (waited % 15 === 0)
      console.error(`… ${row?.read ?? 0} of ${PAIRS.length} pairs read after ${waited} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Where each trial's time went: opening recorded, email accepted, and the claim in between. */
async function stagesOf(input: {
  db: BenchDb;
  date: string;
  ids: string;
  messages: Awaited<ReturnType<typeof startTestSmtpServer>>['messages'];
}): Promise<(trial: Trial) => Stages> {
  const { db, date, ids, messages } = input;
  const rows = rowsOf<{
    course_id: number;
    time: string;
    opened_at: Date | string;
    recipient: string | null;
    claimed_at: string | null;
  }>(
    await db.execute(sql`
      select o.course_id, o.time, o.opened_at, n.recipient, n.email_content->>'date' as claimed_at
      from slot_openings o
      left join request_alerts ra on ra.opening_id = o.id
      left join notifications n on n.id = ra.notification_id
      where o.date = ${date}::date and o.course_id = any(${ids}::int[]) and not o.first_observation
    `),
  );
  const ms = (value: Date | string) => new Date(value).getTime();
  return (trial: Trial) => {
    const row = rows.find(
      (candidate) =>
        Number(candidate.course_id) === trial.courseId && candidate.time.startsWith(timeOf(trial.hour)),
    );
    const mail = messages.find(
      (message) => (message.to as { text: string } | undefined)?.text === trial.email,
    );
    const opened = trial.openedAt!;
    return {
      recorded: row ? (ms(row.opened_at) - opened) / 1000 : undefined,
      emailed: mail ? (mail.receivedAt.getTime() - opened) / 1000 : undefined,
      toClaim: row?.claimed_at ? (ms(row.claimed_at) - ms(row.opened_at)) / 1000 : undefined,
      toAccept: mail && row?.claimed_at ? (mail.receivedAt.getTime() - ms(row.claimed_at)) / 1000 : undefined,
    };
  };
}

function printStages(trials: Trial[], stages: (trial: Trial) => Stages): void {
  const pick = (list: Trial[], key: keyof Stages) =>
    list.flatMap((trial) => {
      const value = stages(trial)[key];
      return value === undefined ? [] : [value];
    });
  console.log('| pair | host | trials | measured | p50 (s) | p95 (s) | max (s) | aim |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const system of ['cps', 'chronogolf'] as const) {
    for (const isWatched of [true, false]) {
      const list = trials.filter((trial) => trial.ref.system === system && trial.isWatched === isWatched);
      const label = `| ${isWatched ? 'watched' : 'unwatched'} | ${system} | ${list.length}`;
      if (isWatched) {
        const emailed = pick(list, 'emailed');
        console.log(
          `${label} | slot opens → email accepted (${emailed.length} received) | ${figures(emailed)} | p50 ≤ 25, p95 ≤ 45 |`,
        );
      }
      console.log(`${label} | slot opens → opening recorded | ${figures(pick(list, 'recorded'))} | |`);
      if (isWatched) {
        console.log(`${label} | opening recorded → email claimed | ${figures(pick(list, 'toClaim'))} | |`);
        console.log(`${label} | email claimed → SMTP accepted | ${figures(pick(list, 'toAccept'))} | |`);
      }
    }
  }
}

function printCadences(health: Awaited<ReturnType<typeof getMirrorHealth>>): void {
  console.log('\n| host | tier | pairs | cadence (s) | achieved median age (s) | oldest (s) |');
  console.log('|---|---|---|---|---|---|');
  for (const host of health.hosts) {
    for (const tier of host.tiers.filter((candidate) => candidate.pairs > 0)) {
      console.log(
        `| ${host.host} | ${tier.tier} | ${tier.pairs} | ${tier.cadenceSeconds} | ${tier.achievedSeconds ?? '—'} | ${tier.oldestAgeSeconds ?? '—'} |`,
      );
    }
  }
}
