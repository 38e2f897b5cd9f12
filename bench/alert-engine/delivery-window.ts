import { deliverPendingAlerts } from '@teewatch/server/features/alerts';
import { startTestSmtpServer } from '@teewatch/server/testing';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import { openApp } from './bench-app';

export async function deliveryWindow(database: 'pglite' | 'postgres'): Promise<void> {
  const smtp = await startTestSmtpServer();
  const app = await openApp({ SMTP_URL: smtp.url, ALERT_MIN_GAP_MINUTES: '0' }, database);
  const emails = 300;
  try {
    const date = addDaysToIsoDate(vancouverToday(new Date()), 3);
    // One request, one open slot and one pending alert per email, all on one course.
    await app.ctx.db.execute(sql`
      with course as (select id from golf_courses where is_active order by id limit 1),
      requests as (
        insert into monitoring_requests (user_id, preferred_dates, start_hour, end_hour, number_of_players, contact_email, expires_at)
        select 'bench-user', array[${date}::date], 6, 21, 0, 'window' || g || '@example.com', now() + interval '30 days'
        from generate_series(1, ${emails}::int) g
        returning id
      ),
      slots as (
        insert into tee_time_slots (course_id, date, time, holes, available_spots, min_players, max_players, price)
        select course.id, ${date}::date, lpad((6 + g / 60)::text, 2, '0') || ':' || lpad((g % 60)::text, 2, '0'), 18, 2, 1, 4, 55
        from generate_series(1, ${emails}::int) g, course
        returning id, course_id, date, time, holes, available_spots
      ),
      openings as (
        insert into slot_openings (slot_id, course_id, date, time, holes, available_spots)
        select id, course_id, date, time, holes, available_spots from slots
        returning id
      ),
      numbered_requests as (select id, row_number() over (order by id) as n from requests),
      numbered_openings as (select id, row_number() over (order by id) as n from openings),
      linked as (
        insert into monitoring_request_courses (request_id, course_id)
        select r.id, course.id from requests r, course
      )
      insert into request_alerts (request_id, opening_id)
      select r.id, o.id from numbered_requests r join numbered_openings o using (n)
    `);
    const windows: number[] = [];
    const started = performance.now();
    const result = await deliverPendingAlerts({
      db: app.ctx.db,
      config: app.ctx.config,
      clock: app.ctx.clock,
      onAccepted: (timing) => windows.push(timing.acceptedToRecordedMs),
    });
    const seconds = (performance.now() - started) / 1000;
    windows.sort((a, b) => a - b);
    const pct = (p: number) =>
      windows[Math.min(windows.length - 1, Math.ceil((p / 100) * windows.length) - 1)] ?? Number.NaN;
    console.log(
      `\n4. Crash window on ${database === 'pglite' ? 'PGlite' : 'PostgreSQL'}: SMTP acceptance → acceptance recorded (${emails} emails, local SMTP, 4 sends at once)`,
    );
    console.log(
      `   sent ${result.sent}, failed ${result.failed}, in ${seconds.toFixed(1)} s (${(result.sent / seconds).toFixed(0)} emails/s)`,
    );
    console.log(
      `   window p50 ${pct(50).toFixed(2)} ms   p95 ${pct(95).toFixed(2)} ms   max ${windows.at(-1)?.toFixed(2)} ms`,
    );
    console.log(
      `   duplicates expected from one kill -9 at a random moment of this busy delivery ≈ Σ windows ÷ wall time = ${(windows.reduce((sum, ms) => sum + ms, 0) / 1000 / seconds).toFixed(2)}`,
    );
  } finally {
    await app.close();
    await smtp.close();
  }
}
