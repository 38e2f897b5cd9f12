import { type GroupBookedNote, groupBookedWords, pathTo } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { renderAccountNoticeEmail } from '../../email/account-notice-email';
import { emailFooter } from '../../email/email-footer';
import { emailSuppressedSql } from '../../email/email-suppressed-sql';
import { sendEmail } from '../../email/send-email';

// Wait as a group (issue 38 item 5, decision 0210): one member's "I booked it" books the round for the
// whole group, so it ends every member's watch at once, records who booked what on each request (the
// dashboard shows it), and tells the other members once, by email.

export type GroupEnded = { note: GroupBookedNote; others: { email: string; name: string }[] };

/**
 * Ends the watch of every request of group `groupId` after request `requestId` booked `date` (or the
 * whole request), inside the booking's transaction. The note names the time and course only when the
 * request's alerts named exactly one time that day: never a guess.
 */
export async function endGroupWatch(
  tx: Tx,
  options: { groupId: number; requestId: number; date: string | undefined; now: Date },
): Promise<GroupEnded> {
  const { groupId, requestId, date, now } = options;
  const [booker] = rowsOf<{ name: string }>(
    await tx.execute(sql`select u.name from monitoring_requests r join "user" u on u.id = r.user_id
      where r.id = ${requestId}`),
  );
  const times = date
    ? rowsOf<{ time: string; course_name: string }>(
        await tx.execute(sql`select distinct o.time, c.name as course_name
          from request_alerts ra join slot_openings o on o.id = ra.opening_id
          join golf_courses c on c.id = o.course_id
          where ra.request_id = ${requestId} and o.date = ${date}::date and ra.partner_opening_id is null`),
      )
    : [];
  const only = times.length === 1 ? times[0] : undefined;
  const note: GroupBookedNote = {
    by: booker?.name ?? 'A member',
    date: date ?? '',
    time: only?.time ?? null,
    courseName: only?.course_name ?? null,
  };
  const bookedDate = date
    ? sql`array(select distinct d from unnest(booked_dates || ${date}::date) as d order by d)`
    : sql`booked_dates`;
  await tx.execute(sql`update monitoring_requests set is_active = false, expires_at = least(expires_at, ${now}),
      group_booked = ${JSON.stringify(note)}::jsonb, booked_dates = ${bookedDate}
    where group_id = ${groupId}`);
  const others = rowsOf<{ email: string; name: string }>(
    await tx.execute(sql`select u.email, u.name from monitoring_requests r join "user" u on u.id = r.user_id
      where r.group_id = ${groupId} and r.id <> ${requestId} and not ${emailSuppressedSql(sql`u.email`)}`),
  );
  return { note, others };
}

/** Tells each other member once; a failed send is logged (the dashboard keeps the note either way). */
export async function sendGroupBookedNotes(options: {
  config: Config;
  ended: GroupEnded;
  now: Date;
  log?: FastifyBaseLogger;
}): Promise<void> {
  const words = groupBookedWords(options.ended.note);
  await Promise.all(
    options.ended.others.map(async (member) => {
      try {
        const footer = emailFooter(options.config, 'group-ended', member.email);
        const email = await renderAccountNoticeEmail({
          footer,
          subject: `${words}: your group watch has ended`,
          heading: 'Your group has a tee time',
          lines: [
            `Hi ${member.name},`,
            `${words}.`,
            'Teewatch has stopped watching this waitlist request for everyone in the group, so no more alerts will come for it.',
          ],
          url: `${options.config.publicUrl}${pathTo('dashboard')}`,
          button: 'Open your dashboard',
          linkLabel: 'Dashboard',
        });
        await sendEmail({
          config: options.config,
          message: { to: member.email, ...email, footer, date: options.now },
        });
      } catch (error) {
        options.log?.warn({ err: error }, 'group booked note not sent');
      }
    }),
  );
}
