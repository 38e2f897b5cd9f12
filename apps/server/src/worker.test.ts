import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlertRig,
  courseIdBySeedKey,
  createRequestAs,
  dateInDays,
  startAlertRig,
} from '../test/alerts-test-kit';
import { waitForAlertsSettled, waitForReads, waitUntil } from '../test/wait-until';
import { killWorker, startWorkerProcess, type WorkerProcess, withTimeout } from '../test/worker-processes';
import { monitoringRequests, notifications } from './db/schema';

// A clean hand-over (decision 0221), with two real worker.ts processes on PostgreSQL: the worker holding
// a claim is sent SIGTERM while its SMTP server holds its send at RCPT TO (so the provider never took it).
// It releases the claim and exits 0 within SHUTDOWN_TIMEOUT_SECONDS; the other worker sends that alert,
// once, long before the claim's 300 s lease would have let it.

const DATABASE = process.env.TEST_DATABASE_URL;

const FAST = {
  ALERT_PLAN_INTERVAL_SECONDS: '0.5',
  ALERT_POLL_NEAR_SECONDS: '1',
  ALERT_POLL_MID_SECONDS: '1',
  ALERT_POLL_FAR_SECONDS: '1',
  ALERT_BATCH_SECONDS: '0.5',
  MIRROR_HORIZON_DAYS: '2',
  MIRROR_TICK_SECONDS: '0.5',
  ALERT_MIN_GAP_MINUTES: '0',
};

describe.skipIf(!DATABASE)('worker.ts on SIGTERM', { tags: ['needs-postgres'] }, () => {
  let rig: AlertRig;
  const workers: WorkerProcess[] = [];
  beforeAll(async () => {
    rig = await startAlertRig(FAST);
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => killWorker(worker, 'SIGKILL')));
    await rig?.close();
  });

  // 240 s: a bound for two tsx workers starting on a loaded machine, not a speed.
  it('releases a claim its provider has not taken, another worker sends it once, and it exits 0 in time', async () => {
    const date = dateInDays(1);
    const fraserview = await courseIdBySeedKey(rig.testApp, 'cps:golfvancouver:2');
    await rig.closeWindow({ cpsId: 2, courseId: fraserview, date, hours: [9] });
    await createRequestAs(rig.testApp, 'ivy@example.com', {
      courseIds: [fraserview],
      dates: [date],
      startHour: 9,
      endHour: 10,
      players: 2,
    });
    rig.smtp.holdRecipients(true);
    for (const name of ['w1', 'w2']) {
      workers.push(
        startWorkerProcess({
          name,
          databaseUrl: rig.testApp.config.databaseUrl!,
          app: { config: rig.testApp.config, simulator: rig.simulator, smtp: rig.smtp },
          // The default 300 s lease: a hand-over within the test's bounds is the release, not an expiry.
          env: { CPS_REQUESTS_PER_SECOND: '200', ...FAST, SHUTDOWN_TIMEOUT_SECONDS: '10' },
        }),
      );
    }
    await Promise.all(workers.map((worker) => withTimeout(worker.ready, 120_000, `${worker.name} started`)));
    await waitForReads(rig.testApp.ctx.db, { courseId: fraserview, date }, 1);

    rig.setVancouverSlot({ courseId: 2, date, time: '09:36', spots: 2 });
    await waitUntil(() => rig.smtp.heldClients().length > 0, 'a send held at RCPT TO', 90_000);
    const holderName = rig.smtp.heldClients()[0];
    const holder = workers.find((worker) => worker.name === holderName)!;
    const other = workers.find((worker) => worker !== holder)!;
    // Only the holder's send stays held (never released): the other worker's goes through.
    rig.smtp.holdRecipients(false);
    const exitCode = new Promise((resolve) => holder.child.once('exit', (code) => resolve(code)));
    process.kill(-holder.child.pid!, 'SIGTERM');
    // 0: its stop finished; past SHUTDOWN_TIMEOUT_SECONDS it would have exited 1.
    expect(await exitCode).toBe(0);

    // 30 s from the exit: the other worker resumed the released claim (plan, or the delivery it queued).
    await rig.smtp.waitForMessages(1, 30_000);
    await waitForAlertsSettled(rig.testApp.ctx.db);
    const mails = rig.mailsTo('ivy@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.clientName).toBe(other.name);
    expect(mails[0]!.text).toContain('9:36 AM');
    const history = await rig.testApp.ctx.db
      .select({ isSuccessful: notifications.isSuccessful, errorMessage: notifications.errorMessage })
      .from(notifications)
      .innerJoin(monitoringRequests, eq(monitoringRequests.id, notifications.requestId))
      .where(
        and(
          eq(monitoringRequests.contactEmail, 'ivy@example.com'),
          eq(notifications.notificationMethod, 'email'),
        ),
      );
    // The released claim was resumed as it was: one row, sent once, no failure in the history.
    expect(history).toEqual([{ isSuccessful: true, errorMessage: null }]);
  }, 240_000);
});
