import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { rowsOf } from '../db/rows-of';
import { smsDailyAllowance } from '../delivery';
import { sharedRead } from '../lib/shared-read';
import { deliveryJobs } from './job-definitions';
import type { WorkerContext } from './worker-context';

/** The backlog is counted up to this many recipients per channel: past it, the figure says "at least". */
export const PENDING_COUNT_LIMIT = 1000;

/** How far back sends and failures are counted (the notification history, `notifications_sent_idx`). */
const HISTORY_WINDOW = '24 hours';

type MetricsContext = Pick<WorkerContext, 'db' | 'config' | 'clock' | 'database'>;

/**
 * The delivery's figures as Prometheus gauges, read from the database when scraped (decision 0237), so
 * every API process and worker shows the same: the backlog per channel, the oldest alert still waiting,
 * sends and failures per channel and provider error in the last day, texts today against SMS_DAILY_LIMIT,
 * the job queues' depth and this process's database pool.
 */
export function registerDeliveryMetrics(registry: Registry, ctx: MetricsContext): void {
  const gauge = (name: string, help: string, labelNames: string[], collect: (g: Gauge) => Promise<void>) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        await collect(this);
      },
    });
  gauge(
    'teewatch_deliveries_pending',
    `Recipients with something due now, per channel (up to ${PENDING_COUNT_LIMIT})`,
    ['channel'],
    async (g) => {
      for (const job of deliveryJobs)
        g.set({ channel: job.channel }, await job.countDue(ctx, PENDING_COUNT_LIMIT));
    },
  );
  gauge(
    'teewatch_alert_oldest_pending_seconds',
    'Age of the oldest matched alert not yet delivered (0: none)',
    [],
    async (g) => {
      g.set(await oldestPendingAlertSeconds(ctx));
    },
  );
  // prom-client collects every metric of a scrape at once: both gauges share one query in flight.
  const readSends = sharedRead(() => sendsAndFailures(ctx));
  gauge(
    'teewatch_delivery_sends_last_day',
    'Sends accepted in the last 24 hours, per channel',
    ['channel'],
    async (g) => {
      for (const row of await readSends()) if (row.error === null) g.set({ channel: row.channel }, row.count);
    },
  );
  gauge(
    'teewatch_delivery_failures_last_day',
    'Sends that failed in the last 24 hours, per channel and provider error',
    ['channel', 'error'],
    async (g) => {
      for (const row of await readSends())
        if (row.error !== null) g.set({ channel: row.channel, error: row.error }, row.count);
    },
  );
  gauge('teewatch_sms_sent_today', 'Texts sent today (Vancouver) against SMS_DAILY_LIMIT', [], async (g) => {
    g.set((await smsDailyAllowance(ctx.db, ctx.config, ctx.clock())).sentToday);
  });
  gauge(
    'teewatch_sms_daily_limit',
    'SMS_DAILY_LIMIT: texts the service sends per Vancouver day',
    [],
    async (g) => {
      g.set(ctx.config.sms.dailyLimit);
    },
  );
  gauge(
    'teewatch_job_queue_depth',
    'Jobs per queue waiting (queued) and being worked (active)',
    ['queue', 'state'],
    async (g) => {
      for (const row of await jobQueueDepth(ctx)) g.set({ queue: row.name, state: row.state }, row.count);
    },
  );
  gauge(
    'teewatch_db_pool_connections',
    "This process's PostgreSQL pool: total, idle and waiting clients",
    ['state'],
    async (g) => {
      if (ctx.database.kind !== 'postgres') return;
      const { pool } = ctx.database;
      g.set({ state: 'total' }, pool.totalCount);
      g.set({ state: 'idle' }, pool.idleCount);
      g.set({ state: 'waiting' }, pool.waitingCount);
    },
  );
}

async function oldestPendingAlertSeconds(ctx: MetricsContext): Promise<number> {
  const now = ctx.clock();
  const [row] = rowsOf<{ oldest: Date | string | null }>(
    await ctx.db.execute(sql`
      select min(ra.created_at) as oldest from request_alerts ra
      join monitoring_requests r on r.id = ra.request_id
      where ra.delivered_at is null and r.is_active and r.expires_at > ${now}`),
  );
  return row?.oldest ? Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000) : 0;
}

/**
 * The last day's sends (error null) and failures by provider error, a short label: Twilio's error code,
 * else the first SMTP or HTTP status in the message, else its Node error code (ECONNREFUSED), else other.
 */
async function sendsAndFailures(
  ctx: MetricsContext,
): Promise<{ channel: string; error: string | null; count: number }[]> {
  const now = ctx.clock();
  const rows = rowsOf<{ channel: string; error: string | null; count: number | string }>(
    await ctx.db.execute(sql`
      select channel, error, count(*) as count from (
        select n.notification_method as channel,
          case
            when n.is_successful and n.delivery_status is distinct from 'failed'
              and n.delivery_status is distinct from 'undelivered' then null
            when n.provider_error_code is not null then 'code-' || n.provider_error_code
            when n.error_message ~ '(^|[^0-9])[45][0-9][0-9]([^0-9]|$)'
              then 'status-' || substring(n.error_message from '(?:^|[^0-9])([45][0-9][0-9])(?:[^0-9]|$)')
            when n.error_message ~ '\\mE[A-Z]{3,}\\M' then substring(n.error_message from '\\m(E[A-Z]{3,})\\M')
            else 'other'
          end as error
        from notifications n
        where n.notification_sent_at >= ${now}::timestamptz - interval '${sql.raw(HISTORY_WINDOW)}'
          and (n.is_successful or n.error_message is not null)
      ) sends
      group by channel, error`),
  );
  return rows.map((row) => ({ channel: row.channel, error: row.error, count: Number(row.count) }));
}

/** pg-boss's job table, read directly: the API processes run no pg-boss, and its own counts are cached. */
async function jobQueueDepth(ctx: MetricsContext): Promise<{ name: string; state: string; count: number }[]> {
  const [present] = rowsOf<{ present: boolean }>(
    await ctx.db.execute(sql`select to_regclass('pgboss.job') is not null as present`),
  );
  if (!present?.present) return [];
  const rows = rowsOf<{ name: string; state: string; count: number | string }>(
    await ctx.db.execute(sql`
      select name, case when state = 'active' then 'active' else 'queued' end as state, count(*) as count
      from pgboss.job where state in ('created', 'retry', 'active')
      group by 1, 2`),
  );
  return rows.map((row) => ({ name: row.name, state: row.state, count: Number(row.count) }));
}
