import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows-of';
import { courseIdList, type ReplayRun, setScriptedSlot } from './churn-replay-run';
import { CLOSED_HOURS, COURSES, type CourseKey, KILL_ARM_SECOND } from './churn-script';
import { killWorker, sleep, type WorkerProcess } from './worker-processes';

// The churn replay while it plays (churn-replay-kit.ts runs these side by side): the read sampler, the
// searcher, the script's player, the kill mid-send, and the drain after the script.

/** The worker killed mid-send and what it had in flight (ChurnFigures' `killed`). */
export type KilledWorker = {
  worker: string;
  interruptedMessageIds: string[];
  interruptedPushes: string[];
  /** notifications ids of the texts in flight. */
  interruptedTexts: number[];
};

/** Samples the pairs' last reads every 250 ms until `stop()`: each pair's read times (ms), by `course|date`. */
export function sampleReads(run: ReplayRun): { readLog: Map<string, number[]>; stop(): Promise<void> } {
  const readLog = new Map<string, number[]>();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      for (const row of rowsOf<{ course_id: number; date: string; at: Date | string }>(
        await run.db.execute(sql`select course_id, date::text as date, last_success_at as at from course_polls
          where last_success_at is not null and course_id in (${courseIdList(run)})`),
      )) {
        const key = `${row.course_id}|${row.date}`;
        const at = new Date(row.at).getTime();
        const reads = readLog.get(key) ?? [];
        if (reads.at(-1) !== at) readLog.set(key, [...reads, at]);
      }
      await sleep(250);
    }
  })();
  return {
    readLog,
    async stop() {
      sampling = false;
      await sampler;
    },
  };
}

/** Searches every course, day and party size every 4 s while the script plays; names each unbookable answer. */
export async function searchWhilePlaying(
  run: ReplayRun,
): Promise<{ searchChecks: number; searchUnbookable: string[] }> {
  const { app, course, dates, script, truth, now } = run;
  const searchUnbookable: string[] = [];
  let searchChecks = 0;
  if (!app.search) return { searchChecks, searchUnbookable };
  while (now() < run.scriptSeconds) {
    for (const key of Object.keys(COURSES) as CourseKey[]) {
      for (const day of [1, 2] as const) {
        for (const players of [0, 2, 3, 4]) {
          const asked = now();
          const slots = await app.search({ courseId: course(key).id, date: dates[day], players });
          for (const found of slots) {
            if (!CLOSED_HOURS.includes(Number(found.time.slice(0, 2)))) continue;
            searchChecks += 1;
            const scripted = script.find(
              (slot) => slot.course === key && slot.day === day && slot.time === found.time,
            );
            if (
              !scripted ||
              !truth.bookableDuring(run.slotKey(scripted), { players }, asked - run.stale, now())
            ) {
              searchUnbookable.push(
                `${key} day ${day} ${found.time} for ${players} at ${asked.toFixed(1)} s`,
              );
            }
          }
        }
      }
    }
    await sleep(4000);
  }
  return { searchChecks, searchUnbookable };
}

/** Plays every scripted step at its second. */
export async function playScript(run: ReplayRun): Promise<void> {
  const steps = run.script
    .flatMap((slot) => slot.steps.map(([at, spots]) => ({ at, slot, spots })))
    .sort((a, b) => a.at - b.at);
  for (const step of steps) {
    const wait = run.started.at + step.at * 1000 - Date.now();
    if (wait > 0) await sleep(wait);
    setScriptedSlot(run, step.slot, step.spots);
  }
}

/**
 * Arms the SMTP trap at the kill second, kills -9 the first worker caught mid-send, and starts `w3`: the
 * victim and what it had in flight.
 */
export async function killMidSend(
  run: ReplayRun,
  workers: WorkerProcess[],
  start: (name: string) => WorkerProcess,
): Promise<{ killed: KilledWorker; killedAtMs: number }> {
  const { app, db } = run;
  await sleep(Math.max(0, run.started.at + KILL_ARM_SECOND * run.scale * 1000 - Date.now()));
  app.smtp.holdRecipients(true);
  const armedUntil = Date.now() + 40_000;
  while (app.smtp.heldClients().length === 0 && Date.now() < armedUntil) await sleep(50);
  const victimName = app.smtp.heldClients()[0];
  if (!victimName) throw new Error('no worker started a send while the trap was armed');
  const victim = workers.find((worker) => worker.name === victimName)!;
  const interrupted = rowsOf<{ message_id: string }>(
    await db.execute(
      sql`select message_id from notifications where not is_successful and error_message is null and message_id is not null`,
    ),
  ).map((row) => row.message_id);
  const interruptedPushes = rowsOf<{ endpoint: string; tag: string }>(
    await db.execute(
      sql`select ps.endpoint, n.push_payload->'payload'->>'tag' as tag
        from notifications n join push_subscriptions ps on ps.id = n.push_subscription_id
        where n.notification_method = 'push' and not n.is_successful and n.error_message is null`,
    ),
  ).map((row) => `${decodeURIComponent(row.endpoint.replace(/^.*\/push\//, ''))}|${row.tag}`);
  const interruptedTexts = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from notifications
        where notification_method = 'sms' and not is_successful and error_message is null`,
    ),
  ).map((row) => Number(row.id));
  await killWorker(victim, 'SIGKILL');
  const killedAtMs = Date.now();
  app.smtp.holdRecipients(false);
  app.smtp.releaseHeld();
  run.say(
    `killed ${victimName} mid-send at ${run.now().toFixed(1)} s; ${interrupted.length} claim(s) in flight`,
  );
  start('w3');
  return {
    killed: { worker: victimName, interruptedMessageIds: interrupted, interruptedPushes, interruptedTexts },
    killedAtMs,
  };
}

/** Drain: nothing in flight, or the claim timeout and a few cadences passed. */
export async function drainDeliveries(run: ReplayRun): Promise<void> {
  const { settings } = run;
  const drainUntil = Date.now() + (settings.claimTimeoutSeconds + 2 * settings.cadenceSeconds + 10) * 1000;
  while (Date.now() < drainUntil) {
    const [row] = rowsOf<{ n: number }>(
      await run.db.execute(
        sql`select count(*)::int as n from notifications where not is_successful and error_message is null`,
      ),
    );
    if (Number(row?.n) === 0) break;
    await sleep(500);
  }
}
