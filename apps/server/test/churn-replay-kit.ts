import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import type { Simulator, TwilioStandIn } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import { rowsOf } from '../src/db/rows-of';
import { formatSlotDate, formatSlotTime } from '../src/email/alert-email-words';
import type { TestRequestInput } from './alerts-test-kit';
import {
  type ChannelFigures,
  matchesSpec,
  missedOpenings,
  type ReplayFacts,
  replayLookups,
} from './churn-figures';
import { type PairFigures, pairFigures } from './churn-pair-figures';
import {
  type ChurnSettings,
  CLOSED_HOURS,
  COURSES,
  type CourseKey,
  churnEnv,
  groundTruth,
  KILL_ARM_SECOND,
  listedSlots,
  REQUESTS,
  type RequestSpec,
  requiredOpenSeconds,
  SCRIPT,
  SCRIPT_SECONDS,
  type ScriptedSlot,
  scaledSteps,
  scriptScale,
} from './churn-script';
import { type TextFigures, textFigures } from './churn-text-figures';
import type { TestPushService } from './test-push-service';
import type { TestSmtpServer } from './test-smtp-server';
import { twilioEnv } from './twilio-stand-in';
import { killWorker, sleep, startWorkerProcess, type WorkerProcess, withTimeout } from './worker-processes';

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
  killed: {
    worker: string;
    interruptedMessageIds: string[];
    interruptedPushes: string[];
    /** notifications ids of the texts in flight. */
    interruptedTexts: number[];
  } | null;
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

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

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
  const { db } = app.ctx;
  const say = options.log ?? (() => {});
  const env = { ...churnEnv(settings), ...(app.twilio ? twilioEnv(app.twilio) : {}) };
  const scale = scriptScale(settings);
  const script = SCRIPT.map((slot) => ({ ...slot, steps: scaledSteps(slot.steps, scale) }));
  const scriptSeconds = SCRIPT_SECONDS * scale;
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
  await db.execute(
    sql`update golf_courses set is_active = false where id not in (${sql.join(
      courseRows.map((row) => sql`${Number(row.id)}`),
      sql`, `,
    )})`,
  );

  const truth = groundTruth();
  const started = { at: 0 };
  const now = () => (Date.now() - started.at) / 1000;
  const setSlot = (slot: ScriptedSlot, spots: number) => {
    const ref = COURSES[slot.course].ref;
    const view = app.simulator.setSlot({
      ...ref,
      date: dates[slot.day],
      time: slot.time,
      spots,
      ...(slot.minPlayers ? { minPlayers: slot.minPlayers } : {}),
    } as Parameters<Simulator['setSlot']>[0]);
    truth.record(slotKey(slot), view, now());
  };
  const slotKey = (slot: { course: CourseKey; day: 1 | 2; time: string }) =>
    `${slot.course}|${slot.day}|${slot.time}`;
  const byLabel = new Map(
    script.map((slot) => [
      `${course(slot.course).name}|${formatSlotDate(dates[slot.day])}|${formatSlotTime(slot.time)}`,
      slot,
    ]),
  );

  // Close the scripted hours everywhere, so only scripted times can match.
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
  const workers: WorkerProcess[] = [];
  const start = (name: string) => {
    const worker = startWorkerProcess({ name, databaseUrl: options.databaseUrl, app, env });
    workers.push(worker);
    return worker;
  };
  let killed: ChurnFigures['killed'] = null;
  let killedAtMs: number | null = null;
  const readLog = new Map<string, number[]>();
  let sampling = true;
  try {
    // The workers boot (tsx, pg-boss) while the golfers sign up: the scripted hours are closed already.
    start('w1');
    start('w2');
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
      });
      if (spec.group && !owner) groupOwners.set(spec.group, { email: spec.email, requestId: id });
      requestIds.set(spec.email, spec);
    }
    // Both up (tsx start, pg-boss install) and every pair read once since.
    await withTimeout(Promise.all(workers.map((worker) => worker.ready)), 120_000, 'workers did not start');
    const upAt = new Date();
    const pairs = courseRows.length * 3; // today and the two scripted days (MIRROR_HORIZON_DAYS=2)
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from course_polls where last_success_at > ${upAt}
          and course_id in (${sql.join(
            courseRows.map((r) => sql`${Number(r.id)}`),
            sql`, `,
          )})`),
      );
      if (Number(row?.n) >= pairs) break;
      if (Date.now() > deadline) throw new Error('workers did not read every pair within 60 s');
      await sleep(250);
    }
    say('workers up; churn starts');

    started.at = Date.now();
    const sampler = (async () => {
      while (sampling) {
        for (const row of rowsOf<{ course_id: number; date: string; at: Date | string }>(
          await db.execute(sql`select course_id, date::text as date, last_success_at as at from course_polls
            where last_success_at is not null and course_id in (${sql.join(
              courseRows.map((r) => sql`${Number(r.id)}`),
              sql`, `,
            )})`),
        )) {
          const key = `${row.course_id}|${row.date}`;
          const at = new Date(row.at).getTime();
          const reads = readLog.get(key) ?? [];
          if (reads.at(-1) !== at) readLog.set(key, [...reads, at]);
        }
        await sleep(250);
      }
    })();

    const searchUnbookable: string[] = [];
    let searchChecks = 0;
    const searcher = (async () => {
      if (!app.search) return;
      while (now() < scriptSeconds) {
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
                const stale = 2 * settings.cadenceSeconds + 5;
                if (
                  !scripted ||
                  !truth.bookableDuring(slotKey(scripted), { players }, asked - stale, now())
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
    })();

    const steps = script
      .flatMap((slot) => slot.steps.map(([at, spots]) => ({ at, slot, spots })))
      .sort((a, b) => a.at - b.at);
    const player = (async () => {
      for (const step of steps) {
        const wait = started.at + step.at * 1000 - Date.now();
        if (wait > 0) await sleep(wait);
        setSlot(step.slot, step.spots);
      }
    })();

    if (settings.killMidSend) {
      await sleep(Math.max(0, started.at + KILL_ARM_SECOND * scale * 1000 - Date.now()));
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
      killedAtMs = Date.now();
      app.smtp.holdRecipients(false);
      app.smtp.releaseHeld();
      killed = {
        worker: victimName,
        interruptedMessageIds: interrupted,
        interruptedPushes,
        interruptedTexts,
      };
      say(`killed ${victimName} mid-send at ${now().toFixed(1)} s; ${interrupted.length} claim(s) in flight`);
      start('w3');
    }

    await player;
    await searcher;
    // Drain: nothing in flight, or the claim timeout and a few cadences passed.
    const drainUntil = Date.now() + (settings.claimTimeoutSeconds + 2 * settings.cadenceSeconds + 10) * 1000;
    while (Date.now() < drainUntil) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from notifications where not is_successful and error_message is null`,
        ),
      );
      if (Number(row?.n) === 0) break;
      await sleep(500);
    }
    const endedAt = now();
    sampling = false;
    await sampler;

    // Read every email against the ground truth.
    const emails = app.smtp.messages
      .map((mail) => {
        const to = (mail.to as { text: string } | undefined)?.text ?? '';
        return {
          to,
          at: (mail.receivedAt.getTime() - started.at) / 1000,
          messageId: mail.messageId ?? '',
          mail,
        };
      })
      .filter((email) => requestIds.has(email.to));
    const unbookable: string[] = [];
    const unknownSlots: string[] = [];
    const duplicates: string[] = [];
    const seen = new Map<string, number>();
    const firstEmailAt = new Map<string, { at: number; messageId: string }>();
    const stale = 2 * settings.cadenceSeconds + 5;
    const messageIds = new Map<string, number>();
    for (const email of emails) {
      messageIds.set(email.messageId, (messageIds.get(email.messageId) ?? 0) + 1);
      if (messageIds.get(email.messageId) === 2)
        duplicates.push(`Message-ID ${email.messageId} received twice`);
      const spec = requestIds.get(email.to)!;
      for (const listed of listedSlots(String(email.mail.text ?? ''))) {
        const slot = byLabel.get(`${listed.courseName}|${listed.dateLabel}|${listed.timeLabel}`);
        if (!slot) {
          unknownSlots.push(`${email.to}: ${listed.courseName} ${listed.dateLabel} ${listed.timeLabel}`);
          continue;
        }
        const key = slotKey(slot);
        if (!matchesSpec(spec, slot) || !truth.bookableDuring(key, spec, email.at - stale, email.at)) {
          unbookable.push(`${email.to} at ${email.at.toFixed(1)} s: ${key}`);
          continue;
        }
        const episode = truth
          .episodes(key, spec, endedAt)
          .filter((candidate) => candidate.start <= email.at)
          .at(-1);
        const id = `${email.to}|${key}|${episode?.start}`;
        seen.set(id, (seen.get(id) ?? 0) + 1);
        if (seen.get(id) === 2)
          duplicates.push(`${email.to}: ${key} opened at ${episode?.start.toFixed(1)} s, emailed twice`);
        if (!firstEmailAt.has(id)) firstEmailAt.set(id, { at: email.at, messageId: email.messageId });
      }
    }

    // Recall and latency over the openings the engine owes an email.
    const required = requiredOpenSeconds(settings);
    const gapSeconds = settings.gapMinutes * 60;
    const missed: string[] = [];
    const latencies: number[] = [];
    const borderlineOpenings: string[] = [];
    let requiredOpenings = 0;
    let groupRequiredOpenings = 0;
    for (const spec of REQUESTS) {
      const inbox = emails.filter((email) => email.to === spec.email).map((email) => email.at);
      for (const slot of script) {
        if (!matchesSpec(spec, slot)) continue;
        for (const episode of truth.episodes(slotKey(slot), spec, endedAt)) {
          const length = episode.end - episode.start;
          if (length > 1 && length < required)
            borderlineOpenings.push(
              `${spec.email}: ${slotKey(slot)} open ${length.toFixed(1)} s, neither a flicker nor ≥ ${required} s`,
            );
          if (length < required) continue;
          requiredOpenings += 1;
          if (spec.group) groupRequiredOpenings += 1;
          const first = firstEmailAt.get(`${spec.email}|${slotKey(slot)}|${episode.start}`);
          if (!first) {
            missed.push(
              `${spec.email}: ${slotKey(slot)} open ${episode.start.toFixed(1)}–${episode.end.toFixed(1)} s`,
            );
            continue;
          }
          // Latency where nothing may hold the email back: the gap had passed when it opened, no crash.
          const previous = inbox.filter((at) => at < first.at).at(-1);
          const isGapFree =
            gapSeconds === 0 || previous === undefined || previous <= episode.start - gapSeconds;
          if (isGapFree && !killed?.interruptedMessageIds.includes(first.messageId))
            latencies.push(first.at - episode.start);
        }
      }
    }
    latencies.sort((a, b) => a - b);

    const facts: ReplayFacts = {
      started: started.at,
      endedAt,
      stale,
      required,
      course,
      dates,
      slotKey,
      script,
      truth,
    };
    const pushes = app.push
      ? await pushFigures({
          ...facts,
          app,
          push: app.push,
          interruptedPushes: killed?.interruptedPushes ?? [],
        })
      : null;

    const texts = app.twilio
      ? await textFigures({
          ...facts,
          db,
          standIn: app.twilio,
          interruptedTexts: killed?.interruptedTexts ?? [],
        })
      : null;

    const pairFiguresOfRun = pairFigures({
      emails: emails.map((email) => ({ to: email.to, at: email.at, text: String(email.mail.text ?? '') })),
      pushes: (app.push?.received ?? []).flatMap((entry) => {
        const { kind, tag, partnerTime, time } = entry.payload;
        const match = /^slot-(\d+)-(\d{4}-\d{2}-\d{2})-/.exec(String(tag));
        if (kind !== 'open' || typeof partnerTime !== 'string' || !match) return [];
        const at = (entry.receivedAt.getTime() - started.at) / 1000;
        const times: [string, string] = [String(time), partnerTime];
        return [
          { device: entry.device, tag: String(tag), at, courseId: Number(match[1]), date: match[2]!, times },
        ];
      }),
      script,
      truth,
      slotKey,
      byLabel: (courseName, dateLabel, timeLabel) => byLabel.get(`${courseName}|${dateLabel}|${timeLabel}`),
      slotOf: (courseId, date, time) =>
        script.find(
          (slot) =>
            course(slot.course).id === courseId && dates[slot.day] === date && slot.time === time.slice(0, 5),
        ),
      interruptedPushes: killed?.interruptedPushes ?? [],
      stale,
      required,
      endedAt,
    });

    const perRequest = REQUESTS.map((spec) => emails.filter((email) => email.to === spec.email).length);
    const churnMinutes = endedAt / 60;
    let worstGap = 0;
    let reads = 0;
    let pairsReadAfterKill = 0;
    for (const times of readLog.values()) {
      reads += times.length;
      if (killedAtMs !== null && times.some((at) => at > killedAtMs!)) pairsReadAfterKill += 1;
      const sequence = [...times, started.at + endedAt * 1000];
      for (let index = 1; index < sequence.length; index += 1)
        worstGap = Math.max(worstGap, (sequence[index]! - sequence[index - 1]!) / 1000);
    }
    return {
      pairs: pairFiguresOfRun,
      emails: emails.length,
      requiredOpenings,
      groupRequiredOpenings,
      recalled: requiredOpenings - missed.length,
      recall: requiredOpenings === 0 ? 1 : (requiredOpenings - missed.length) / requiredOpenings,
      missed,
      duplicates,
      unbookable,
      unknownSlots,
      searchChecks,
      searchUnbookable,
      emailsPerRequest: {
        mean: perRequest.reduce((sum, n) => sum + n, 0) / perRequest.length,
        max: Math.max(...perRequest),
        bound: settings.gapMinutes > 0 ? 1 + churnMinutes / settings.gapMinutes : Number.POSITIVE_INFINITY,
      },
      latency: {
        samples: latencies.length,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        max: latencies.at(-1) ?? Number.NaN,
      },
      readGaps: {
        pairs: readLog.size,
        reads,
        worstSeconds: worstGap,
        boundSeconds: 2 * settings.cadenceSeconds,
        pairsReadAfterKill: killedAtMs === null ? null : pairsReadAfterKill,
      },
      borderlineOpenings,
      killed,
      churnMinutes,
      pushes,
      texts,
    };
  } finally {
    sampling = false;
    app.smtp.holdRecipients(false);
    app.smtp.releaseHeld();
    await Promise.all(workers.map((worker) => killWorker(worker, 'SIGKILL')));
  }
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
