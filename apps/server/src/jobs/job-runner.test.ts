import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlertRig,
  courseIdBySeedKey,
  createRequestAs,
  dateInDays,
  recipientsOf,
  startAlertRig,
} from '../../test/alerts-test-kit';
import { waitForAlertsSettled, waitForReads, waitUntil } from '../../test/wait-until';
import { killWorker, startWorkerProcess, type WorkerProcess, withTimeout } from '../../test/worker-processes';
import { coursePolls, monitoringRequests, notifications, teeTimeSlots } from '../db/schema';
import { type JobRunner, startJobRunner } from './job-runner';

// The same engine as alert-engine.test.ts, but driven by pg-boss the way production runs it: in the
// API process (PGlite or PostgreSQL), and as separate worker.ts processes on PostgreSQL.
// No test sleeps: each waits for the step it needs (a worker up, a read of the pair, an email, every alert
// delivered) with a generous bound, and "nothing repeats" is read after a count of further reads.

const FAST = {
  ALERT_PLAN_INTERVAL_SECONDS: '0.5',
  ALERT_POLL_NEAR_SECONDS: '1',
  ALERT_POLL_MID_SECONDS: '1',
  ALERT_POLL_FAR_SECONDS: '1',
  ALERT_BATCH_SECONDS: '0.5',
  // The mirror reads every course; the tests' dates are within two days, so it keeps only those.
  MIRROR_HORIZON_DAYS: '2',
  MIRROR_TICK_SECONDS: '0.5',
  // These tests follow one email per change; the minimum gap has its own tests (alert-fidelity.test.ts).
  ALERT_MIN_GAP_MINUTES: '0',
};
const silent = { info() {}, error() {} };

describe('job runner in the app process', () => {
  let rig: AlertRig;
  let runner: JobRunner | undefined;
  beforeAll(async () => {
    rig = await startAlertRig(FAST);
  });
  afterAll(async () => {
    await runner?.stop();
    await rig?.close();
  });

  // 180 s: a bound for a loaded machine (the runner starts pg-boss first), not a speed; 12 s alone.
  it('polls on its own and emails a slot that opens, once', async () => {
    const date = dateInDays(2);
    const fraserview = await courseIdBySeedKey(rig.testApp, 'cps:golfvancouver:2');
    await rig.closeWindow({ cpsId: 2, courseId: fraserview, date, hours: [7] });
    await createRequestAs(rig.testApp, 'erin@example.com', {
      courseIds: [fraserview],
      dates: [date],
      startHour: 7,
      endHour: 8,
      players: 2,
    });
    const pair = { courseId: fraserview, date };
    runner = await startJobRunner({ ctx: rig.testApp.ctx, log: silent });
    await waitForReads(rig.testApp.ctx.db, pair, 1); // first observation of the pair: nothing open in the window
    expect(rig.smtp.messages).toHaveLength(0);

    rig.setVancouverSlot({ courseId: 2, date, time: '07:12', spots: 2 });
    // A bound for a loaded machine (the faketime and stress runs took 30 s and more), not a speed.
    await rig.smtp.waitForMessages(1, 90_000);
    // Three more reads of the pair, every alert delivered: nothing repeats.
    await waitForReads(rig.testApp.ctx.db, pair, 3);
    await waitForAlertsSettled(rig.testApp.ctx.db);
    expect(recipientsOf(rig.smtp.messages)).toEqual(['erin@example.com']);
    expect(rig.smtp.messages[0]!.subject).toContain('7:12 AM');
  }, 180_000);
});

const DATABASE = process.env.TEST_DATABASE_URL;

// Separate processes need a database they can all open: PostgreSQL. On PGlite (one process only)
// these are skipped — set TEST_DATABASE_URL to run them.
describe.skipIf(!DATABASE)('worker.ts processes on PostgreSQL', { tags: ['needs-postgres'] }, () => {
  let rig: AlertRig;
  let fraserview: number;
  const date = dateInDays(1);
  const workers = new Set<WorkerProcess>();
  let started = 0;

  /** A worker.ts process on the rig's database, simulator and SMTP server; resolves once it is up. */
  const startWorker = async (env: Record<string, string> = {}) => {
    started += 1;
    const worker = startWorkerProcess({
      name: `w${started}`,
      databaseUrl: rig.testApp.config.databaseUrl!,
      app: { config: rig.testApp.config, simulator: rig.simulator, smtp: rig.smtp },
      env: { CPS_REQUESTS_PER_SECOND: '200', ...FAST, ...env },
    });
    workers.add(worker);
    await withTimeout(worker.ready, 120_000, `worker ${worker.name} did not start`); // tsx, pg-boss install
    return worker;
  };
  const kill = async (worker: WorkerProcess, signal: NodeJS.Signals) => {
    workers.delete(worker);
    await killWorker(worker, signal);
  };
  const pair = () => ({ courseId: fraserview, date });
  /** Whether the mirror holds Fraserview's `time` on the suite's date as open. */
  const isOpen = async (time: string) =>
    (
      await rig.testApp.ctx.db
        .select({ id: teeTimeSlots.id })
        .from(teeTimeSlots)
        .where(
          and(
            eq(teeTimeSlots.courseId, fraserview),
            eq(teeTimeSlots.date, date),
            eq(teeTimeSlots.time, time),
            isNull(teeTimeSlots.goneAt),
          ),
        )
    ).length > 0;
  const mentions = (email: string, time: string) =>
    rig.mailsTo(email).filter((mail) => mail.text?.includes(time)).length;
  /** `email`'s request for one hour at Fraserview on the suite's date. */
  const requestFraserview = (email: string, window: { startHour: number; players: 0 | 2 }) =>
    createRequestAs(rig.testApp, email, {
      courseIds: [fraserview],
      dates: [date],
      startHour: window.startHour,
      endHour: window.startHour + 1,
      players: window.players,
    });

  beforeAll(async () => {
    rig = await startAlertRig(FAST);
    fraserview = await courseIdBySeedKey(rig.testApp, 'cps:golfvancouver:2');
    await rig.closeWindow({ cpsId: 2, courseId: fraserview, date, hours: [7, 8] });
  });
  afterEach(async () => {
    await Promise.all([...workers].map((child) => kill(child, 'SIGTERM')));
  });
  afterAll(async () => {
    await Promise.all([...workers].map((child) => kill(child, 'SIGKILL')));
    await rig?.close();
  });

  it('an API process without a worker answers searches from the worker’s reads', async () => {
    await startWorker();
    const readAt = async () => {
      const [row] = await rig.testApp.ctx.db
        .select({ at: coursePolls.lastSuccessAt })
        .from(coursePolls)
        .where(and(eq(coursePolls.courseId, fraserview), eq(coursePolls.date, date)));
      return row?.at ?? null;
    };
    await waitUntil(async () => (await readAt()) !== null, 'the worker reads the pair');
    const opened = await readAt();
    rig.setVancouverSlot({ courseId: 2, date, time: '07:44', spots: 2 });
    // Wait for the slot itself in the mirror, not for the next read: a read already under way when the slot
    // opened finishes later without it (the cause of a CI failure).
    await waitUntil(() => isOpen('07:44'), 'the mirror holds 07:44 open');
    // The worker read the pair after the slot opened; the API process (no worker) answers from that read.
    const response = await rig.testApp.app.inject({
      method: 'GET',
      url: `/api/tee-times?date=${date}&courseIds=${fraserview}&startHour=7&endHour=8`,
    });
    const [course] = response.json().data;
    expect(course.status).toBe('fresh');
    expect(course.teeTimeSlots.map((slot: { time: string }) => slot.time)).toContain('07:44');
    expect(Date.parse(course.fetchedAt)).toBeGreaterThan(opened!.getTime());

    // Leave the mirror as the next tests expect it: the slot taken again, and read so.
    rig.setVancouverSlot({ courseId: 2, date, time: '07:44', spots: 0 });
    await waitUntil(async () => !(await isOpen('07:44')), 'the mirror holds 07:44 taken');
  }, 200_000);

  it('two workers send exactly one email per opening', async () => {
    await requestFraserview('fay@example.com', { startHour: 7, players: 2 });
    await requestFraserview('gus@example.com', { startHour: 7, players: 0 });
    await Promise.all([startWorker(), startWorker()]);
    await waitForReads(rig.testApp.ctx.db, pair(), 2); // both up, the pair observed
    rig.setVancouverSlot({ courseId: 2, date, time: '07:12', spots: 2 });
    await rig.smtp.waitForMessages(2, 40_000);
    rig.setVancouverSlot({ courseId: 2, date, time: '07:12', spots: 0 });
    await waitUntil(async () => !(await isOpen('07:12')), 'the mirror holds 07:12 taken');
    rig.setVancouverSlot({ courseId: 2, date, time: '07:12', spots: 3 });
    await rig.smtp.waitForMessages(4, 40_000);
    // Many more reads across both workers, every alert delivered: nothing doubles.
    await waitForReads(rig.testApp.ctx.db, pair(), 4);
    await waitForAlertsSettled(rig.testApp.ctx.db);
    expect(mentions('fay@example.com', '7:12 AM')).toBe(2);
    expect(mentions('gus@example.com', '7:12 AM')).toBe(2);
    expect(rig.smtp.messages).toHaveLength(4);
  }, 200_000);

  it('a worker killed mid-send loses nothing and doubles nothing after restart', async () => {
    await requestFraserview('hal@example.com', { startHour: 8, players: 0 });
    const before = rig.smtp.messages.length;
    rig.smtp.setRecipientDelay(60_000); // the first worker will hang mid-send
    const first = await startWorker({ ALERT_CLAIM_TIMEOUT_SECONDS: '4' });
    await waitForReads(rig.testApp.ctx.db, pair(), 1);
    rig.setVancouverSlot({ courseId: 2, date, time: '08:24', spots: 2 });
    const inFlight = async () =>
      (
        await rig.testApp.ctx.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.isSuccessful, false), isNull(notifications.errorMessage)))
      ).length;
    await waitUntil(async () => (await inFlight()) > 0, 'a claim in flight');
    expect(await inFlight()).toBe(1);
    await kill(first, 'SIGKILL');
    rig.smtp.setRecipientDelay(0);

    await startWorker({ ALERT_CLAIM_TIMEOUT_SECONDS: '4' });
    await rig.smtp.waitForMessages(before + 1, 60_000);
    await waitForReads(rig.testApp.ctx.db, pair(), 2);
    await waitForAlertsSettled(rig.testApp.ctx.db);
    expect(mentions('hal@example.com', '8:24 AM')).toBe(1);
    const history = await rig.testApp.ctx.db
      .select({ isSuccessful: notifications.isSuccessful, errorMessage: notifications.errorMessage })
      .from(notifications)
      .innerJoin(monitoringRequests, eq(monitoringRequests.id, notifications.requestId))
      .where(eq(monitoringRequests.contactEmail, 'hal@example.com'));
    // The abandoned claim is resumed, not replaced: one row, sent once, with its first Message-ID.
    expect(history).toEqual([{ isSuccessful: true, errorMessage: null }]);
  }, 200_000);
});
