import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows-of';
import {
  listedTimeFigures,
  readGapFigures,
  recallFigures,
  replayEmails,
  replayPairFigures,
} from './churn-email-figures';
import { type ChannelFigures, missedOpenings, type ReplayFacts, replayLookups } from './churn-figures';
import type { PairFigures } from './churn-pair-figures';
import {
  drainDeliveries,
  type KilledWorker,
  killMidSend,
  playScript,
  sampleReads,
  searchWhilePlaying,
} from './churn-replay-play';
import {
  type ChurnApp,
  closeScriptedHours,
  createReplayRequests,
  prepareReplay,
  type ReplayRun,
  waitForEveryPairRead,
} from './churn-replay-run';
import { type ChurnSettings, churnEnv, REQUESTS } from './churn-script';
import { type TextFigures, textFigures } from './churn-text-figures';
import type { TestPushService } from './test-push-service';
import { twilioEnv } from './twilio-stand-in';
import { killWorker, startWorkerProcess, type WorkerProcess, withTimeout } from './worker-processes';

export type { ChurnApp } from './churn-replay-run';
export {
  CHURN_REPLAY_SETTINGS,
  type ChurnSettings,
  churnEnv,
  requiredOpenSeconds,
  scriptScale,
} from './churn-script';

// Issue 12's churn replay, shared by churn-replay.test.ts (asserts) and bench/alert-engine (prints):
// a scripted churn on three courses (two CPS, one ChronoGolf; one sells only to parties of 2 or more)
// read by worker.ts processes on PostgreSQL, every email read against a ground-truth log of what the
// simulator really had open (churn-script.ts). Timings come from the script, never from luck: an
// opening the engine must catch stays open long enough to be read, wait out the minimum gap and
// survive a crash.

export type ChurnFigures = {
  emails: number;
  requiredOpenings: number;
  recalled: number;
  recall: number;
  missed: string[];
  duplicates: string[];
  unbookable: string[];
  unknownSlots: string[];
  searchChecks: number;
  searchUnbookable: string[];
  emailsPerRequest: { mean: number; max: number; bound: number };
  /** Wall-clock seconds from opening to SMTP acceptance: a speed figure, printed by the bench, never asserted. */
  latency: { samples: number; p50: number; p95: number; max: number };
  /**
   * The mirror's reads of the (course, date) pairs. `worstSeconds` (the longest wall-clock gap between two
   * reads of a pair, against `boundSeconds`, 2× the cadence) is a speed figure for the bench;
   * `pairsReadAfterKill` counts the pairs read again after the kill (null without one), an order, not a time.
   */
  readGaps: {
    pairs: number;
    reads: number;
    worstSeconds: number;
    boundSeconds: number;
    pairsReadAfterKill: number | null;
  };
  /**
   * Openings longer than a flicker but shorter than the engine is owed (script seconds), nominally none:
   * a loaded machine that plays a step late can stretch a flicker or shorten an opening. Not owed an alert.
   */
  borderlineOpenings: string[];
  /**
   * The worker killed mid-send: the emails it had in flight (Message-IDs) and its pushes in flight
   * (`device|tag`), which the claim's resumption may send again (decisions 0007, 0130).
   */
  killed: KilledWorker | null;
  churnMinutes: number;
  /** Pushes, when the app has a push service (null otherwise). */
  pushes: PushFigures | null;
  /** Texts, when the app has a Twilio stand-in (null otherwise). */
  texts: TextFigures | null;
  /** The split parties' pairs (issue 38 item 4), by email and push. */
  pairs: PairFigures;
  /** Of `requiredOpenings`, those owed to a group's members (issue 38 item 5): inside every member's window. */
  groupRequiredOpenings: number;
};

/**
 * Pushes: `received` counts the pushes the service accepted (201), "open" and "taken"; the openings are owed to
 * each device (one device per golfer). A push in flight when its worker was killed is no duplicate: its claim
 * resumes and sends it again with the same tag and Topic, which the device shows as the same notification
 * (counted in `resentAfterKill`). Delivered claims may fall short of `received` only when a kill hit the window
 * between the service's acceptance and the claim's record.
 */
export type PushFigures = ChannelFigures & {
  /** What the push service found wrong (VAPID, encryption). */
  problems: string[];
};

/**
 * Runs the replay: closes the scripted hours, creates the requests, starts two workers, plays the
 * script (and the crash), then reads every email and every sampled read against the ground truth.
 */
export async function runChurnReplay(options: {
  app: ChurnApp;
  databaseUrl: string;
  settings: ChurnSettings;
  log?: (message: string) => void;
}): Promise<ChurnFigures> {
  const { app, settings } = options;
  const run = await prepareReplay(options);
  const env = { ...churnEnv(settings), ...(app.twilio ? twilioEnv(app.twilio) : {}) };
  closeScriptedHours(run);
  const workers: WorkerProcess[] = [];
  const start = (name: string) => {
    const worker = startWorkerProcess({ name, databaseUrl: options.databaseUrl, app, env });
    workers.push(worker);
    return worker;
  };
  let sampler: ReturnType<typeof sampleReads> | undefined;
  try {
    // The workers boot (tsx, pg-boss) while the golfers sign up: the scripted hours are closed already.
    start('w1');
    start('w2');
    const requestIds = await createReplayRequests(run);
    // Both up (tsx start, pg-boss install) and every pair read once since.
    await withTimeout(Promise.all(workers.map((worker) => worker.ready)), 120_000, 'workers did not start');
    await waitForEveryPairRead(run, new Date());
    run.say('workers up; churn starts');

    run.started.at = Date.now();
    sampler = sampleReads(run);
    const searcher = searchWhilePlaying(run);
    const player = playScript(run);
    const kill = settings.killMidSend ? await killMidSend(run, workers, start) : null;
    await player;
    const searches = await searcher;
    await drainDeliveries(run);
    const endedAt = run.now();
    await sampler.stop();
    return await replayFigures(run, {
      requestIds,
      endedAt,
      killed: kill?.killed ?? null,
      readGaps: readGapFigures(run, {
        readLog: sampler.readLog,
        killedAtMs: kill?.killedAtMs ?? null,
        endedAt,
      }),
      ...searches,
    });
  } finally {
    sampler?.stop().catch(() => {});
    app.smtp.holdRecipients(false);
    app.smtp.releaseHeld();
    await Promise.all(workers.map((worker) => killWorker(worker, 'SIGKILL')));
  }
}

/** Every email, push and text of the run read against the ground truth, with the figures already taken. */
async function replayFigures(
  run: ReplayRun,
  input: Pick<ChurnFigures, 'killed' | 'readGaps' | 'searchChecks' | 'searchUnbookable'> & {
    requestIds: Parameters<typeof listedTimeFigures>[1]['requestIds'];
    endedAt: number;
  },
): Promise<ChurnFigures> {
  const { app, settings } = run;
  const { killed, endedAt } = input;
  const emails = replayEmails(run, input.requestIds);
  const listed = listedTimeFigures(run, { emails, requestIds: input.requestIds, endedAt });
  const recall = recallFigures(run, { emails, firstEmailAt: listed.firstEmailAt, killed, endedAt });
  const facts: ReplayFacts = {
    started: run.started.at,
    endedAt,
    stale: run.stale,
    required: recall.required,
    course: run.course,
    dates: run.dates,
    slotKey: run.slotKey,
    script: run.script,
    truth: run.truth,
  };
  const interruptedPushes = killed?.interruptedPushes ?? [];
  const pushes = app.push ? await pushFigures({ ...facts, app, push: app.push, interruptedPushes }) : null;
  const texts = app.twilio
    ? await textFigures({
        ...facts,
        db: run.db,
        standIn: app.twilio,
        interruptedTexts: killed?.interruptedTexts ?? [],
      })
    : null;
  const perRequest = REQUESTS.map((spec) => emails.filter((email) => email.to === spec.email).length);
  const churnMinutes = endedAt / 60;
  return {
    pairs: replayPairFigures(run, { emails, interruptedPushes, required: recall.required, endedAt }),
    emails: emails.length,
    requiredOpenings: recall.requiredOpenings,
    groupRequiredOpenings: recall.groupRequiredOpenings,
    recalled: recall.requiredOpenings - recall.missed.length,
    recall:
      recall.requiredOpenings === 0
        ? 1
        : (recall.requiredOpenings - recall.missed.length) / recall.requiredOpenings,
    missed: recall.missed,
    duplicates: listed.duplicates,
    unbookable: listed.unbookable,
    unknownSlots: listed.unknownSlots,
    searchChecks: input.searchChecks,
    searchUnbookable: input.searchUnbookable,
    emailsPerRequest: {
      mean: perRequest.reduce((sum, n) => sum + n, 0) / perRequest.length,
      max: Math.max(...perRequest),
      bound: settings.gapMinutes > 0 ? 1 + churnMinutes / settings.gapMinutes : Number.POSITIVE_INFINITY,
    },
    latency: recall.latency,
    readGaps: input.readGaps,
    borderlineOpenings: recall.borderlineOpenings,
    killed,
    churnMinutes,
    pushes,
    texts,
  };
}

/**
 * Every push against the truth. What the device showed is what the service accepted: each "open" push
 * names one time (its tag), checked bookable and counted per (episode, device) like an email's listing.
 * A claim also covers the other times it counts ("+2 more"), so recall reads the delivered push_alerts
 * rows (one per opening and device) that the claims wrote.
 */
async function pushFigures(
  input: ReplayFacts & {
    app: ChurnApp;
    push: TestPushService;
    /** `device|tag` of the pushes in flight when a worker was killed. */
    interruptedPushes: string[];
  },
): Promise<PushFigures> {
  const { push, slotKey } = input;
  const { specOf, slotOf, episodeId, wasBookable } = replayLookups(input);

  const unbookable: string[] = [];
  const unknownSlots: string[] = [];
  const duplicates: string[] = [];
  const resentAfterKill: string[] = [];
  const seen = new Map<string, number>();
  for (const entry of push.received) {
    // A pair's push (issue 38 item 4) names two times: read by churn-pair-figures.ts.
    if (entry.payload.kind !== 'open' || entry.payload.partnerTime) continue;
    const spec = specOf.get(entry.device);
    const match = /^slot-(\d+)-(\d{4}-\d{2}-\d{2})-(\d{2}:\d{2})-\d+$/.exec(String(entry.payload.tag));
    const slot = match && slotOf(Number(match[1]), match[2]!, match[3]!);
    if (!spec || !slot) {
      unknownSlots.push(`${entry.device}: ${String(entry.payload.tag)}`);
      continue;
    }
    const at = (entry.receivedAt.getTime() - input.started) / 1000;
    if (!wasBookable(spec, slot, at, input.stale)) {
      unbookable.push(`${entry.device} at ${at.toFixed(1)} s: ${slotKey(slot)}`);
      continue;
    }
    const id = episodeId(entry.device, slot, at);
    seen.set(id, (seen.get(id) ?? 0) + 1);
    if (seen.get(id) !== 2) continue;
    if (input.interruptedPushes.includes(`${entry.device}|${String(entry.payload.tag)}`))
      resentAfterKill.push(id);
    else duplicates.push(`${id}: pushed to the device twice`);
  }

  // The openings the claims told each device about, delivered (the service answered 2xx).
  const delivered = rowsOf<{
    email: string;
    course_id: number;
    date: string;
    time: string;
    at: Date | string;
  }>(
    await input.app.ctx.db.execute(sql`
      select r.contact_email as email, o.course_id, o.date::text as date, o.time, pa.delivered_at as at
      from push_alerts pa
      join slot_openings o on o.id = pa.opening_id
      join monitoring_requests r on r.id = pa.request_id
      where pa.kind = 'open' and pa.delivered_at is not null`),
  );
  const covered = new Set<string>();
  for (const row of delivered) {
    const slot = slotOf(Number(row.course_id), row.date, row.time);
    if (!slot || !specOf.has(row.email)) continue;
    covered.add(episodeId(row.email, slot, (new Date(row.at).getTime() - input.started) / 1000));
  }
  const { requiredOpenings, missed } = missedOpenings(input, REQUESTS, covered, 'pushed');
  const [claims] = rowsOf<{ n: number }>(
    await input.app.ctx.db.execute(
      sql`select count(*)::int as n from notifications where notification_method = 'push' and is_successful`,
    ),
  );
  return {
    received: push.received.length,
    requiredOpenings,
    missed,
    duplicates,
    resentAfterKill,
    unbookable,
    unknownSlots,
    problems: [...push.problems],
    deliveredClaims: Number(claims?.n),
  };
}
