import { type GroupBookedNote, groupBookedWords, pathTo } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { claimGroupBookedNote, deliverNext, GROUP_BOOKED, groupBookedChannel } from '../../delivery';
import { renderAccountNoticeEmail } from '../../email/account-notice-email';
import { emailFooter } from '../../email/email-footer';
import { emailSuppressedSql } from '../../email/email-suppressed-sql';
import { composeEmail } from '../../email/send-email';

// Wait as a group (issue 38 item 5, decision 0210): one member's "I booked it" books the round for the
// whole group, so it ends every member's watch at once, records who booked what on each request (the
// dashboard shows it), and tells the other members once, by email, through the delivery engine (decision 0263).

export type GroupEnded = {
  note: GroupBookedNote;
  others: { requestId: number; email: string; name: string }[];
};

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
  const others = rowsOf<{ request_id: number; email: string; name: string }>(
    await tx.execute(sql`select r.id as request_id, u.email, u.name from monitoring_requests r join "user" u on u.id = r.user_id
      where r.group_id = ${groupId} and r.id <> ${requestId} and not ${emailSuppressedSql(sql`u.email`)}`),
  );
  return {
    note,
    others: others.map((member) => ({
      requestId: Number(member.request_id),
      email: member.email,
      name: member.name,
    })),
  };
}

/** One member's note, its words and bytes at `now`, under a Message-ID of this booking and member. */
export async function composeGroupBookedNote(
  config: Config,
  booked: GroupBookedNote,
  member: GroupEnded['others'][number],
  now: Date,
) {
  const words = groupBookedWords(booked);
  const footer = emailFooter(config, 'group-ended', member.email);
  const email = await renderAccountNoticeEmail({
    footer,
    subject: `${words}: your group watch has ended`,
    heading: 'Your group has a tee time',
    lines: [
      `Hi ${member.name},`,
      `${words}.`,
      'Teewatch has stopped watching this waitlist request for everyone in the group, so no more alerts will come for it.',
    ],
    url: `${config.publicUrl}${pathTo('dashboard')}`,
    button: 'Open your dashboard',
    linkLabel: 'Dashboard',
  });
  const host = new URL(config.publicUrl).hostname || 'teewatch';
  const messageId = `<${GROUP_BOOKED}-${member.requestId}-${now.getTime()}@${host}>`;
  const { source } = await composeEmail({
    config,
    message: { to: member.email, ...email, footer, messageId, date: now },
  });
  return { subject: email.subject, messageId, source };
}

/**
 * Inside the booking's transaction: claims each other member's note through the delivery engine
 * (decision 0263), its bytes and Message-ID fixed now, so the watch never ends without its notes.
 * Answers the member requests to deliver to once the booking commits.
 */
export async function claimGroupBookedNotes(
  tx: Tx,
  options: { config: Config; ended: GroupEnded; now: Date },
): Promise<number[]> {
  const { config, ended, now } = options;
  const claimed: number[] = [];
  for (const member of ended.others) {
    const { subject, messageId, source } = await composeGroupBookedNote(config, ended.note, member, now);
    const note = { requestId: member.requestId, to: member.email, subject, messageId, source };
    await claimGroupBookedNote(tx, config, note, now);
    claimed.push(member.requestId);
  }
  return claimed;
}

/**
 * Sends the notes claimed at the booking, at once, each through the engine; a note not sent here (a
 * refusal is given up and logged in its row, a crash leaves it to the job's sweep) is never sent twice.
 */
export async function sendGroupBookedNotes(options: {
  db: Db;
  config: Config;
  requestIds: number[];
  now: Date;
  log?: FastifyBaseLogger;
}): Promise<void> {
  const { db, config } = options;
  await Promise.all(
    options.requestIds.map(async (recipientId) => {
      try {
        await deliverNext(groupBookedChannel, { db, config, clock: () => options.now, recipientId });
      } catch (error) {
        options.log?.warn({ err: error }, 'group booked note not sent');
      }
    }),
  );
}
