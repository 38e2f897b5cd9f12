import type { TwilioStandIn } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client';
import { rowsOf } from '../src/db/rows-of';
import { type ChannelFigures, missedOpenings, type ReplayFacts, replayLookups } from './churn-figures';
import { REQUESTS } from './churn-script';

// The churn replay's texts (issue 36, decision 0173), read against the same ground truth as its emails
// and pushes: every long opening texted once to each request alerting by `sms` or `both`, nothing named
// that the party could not book, and no text the golfer got twice, across the kill.

/**
 * Texts: `received` counts the alert texts the Twilio stand-in took (confirmation codes left out), owed to the
 * requests that alert by text. A duplicate is an opening of one request covered by two delivered texts, or a
 * text no delivered claim records that was not in flight at the kill; one resent after the kill fell between
 * Twilio's acceptance and its record.
 */
export type TextFigures = ChannelFigures;

type TextRow = {
  id: number;
  email: string;
  message_id: string;
  phone: string;
  body: string;
  at: Date | string;
  openings: { course_id: number; date: string; time: string }[];
};

export async function textFigures(
  input: ReplayFacts & {
    db: Executor;
    standIn: TwilioStandIn;
    /** notifications ids of the texts in flight when a worker was killed. */
    interruptedTexts: number[];
  },
): Promise<TextFigures> {
  const { slotKey } = input;
  const { specOf, slotOf, episodeId, wasBookable } = replayLookups(input);
  const secondsOf = (at: Date | string) => (new Date(at).getTime() - input.started) / 1000;

  const texting = rowsOf<{ email: string }>(
    await input.db.execute(
      sql`select contact_email as email from monitoring_requests where 'sms' = any(alert_channels)`,
    ),
  ).map((row) => row.email);
  // Every delivered text, its openings in the order claimed (the named one first).
  const rows = rowsOf<TextRow>(
    await input.db.execute(sql`
      select n.id, r.contact_email as email, n.message_id, n.recipient as phone, n.subject as body,
        n.notification_sent_at as at,
        (select json_agg(json_build_object('course_id', o.course_id, 'date', o.date::text, 'time', o.time)
            order by array_position(n.opening_ids, o.id))
          from slot_openings o where o.id = any(n.opening_ids)) as openings
      from notifications n join monitoring_requests r on r.id = n.request_id
      where n.notification_method = 'sms' and n.is_successful
      order by n.id`),
  );

  const unbookable: string[] = [];
  const unknownSlots: string[] = [];
  const duplicates: string[] = [];
  const covered = new Set<string>();
  for (const row of rows) {
    const spec = specOf.get(row.email);
    const at = secondsOf(row.at);
    for (const [index, opening] of (row.openings ?? []).entries()) {
      const slot = slotOf(Number(opening.course_id), opening.date, opening.time);
      if (!spec || !slot) {
        unknownSlots.push(`${row.email}: ${opening.course_id} ${opening.date} ${opening.time}`);
        continue;
      }
      // The named time must have been bookable when texted; the "+N more" ones were when claimed.
      const stale = index === 0 ? input.stale : 2 * input.stale;
      if (!wasBookable(spec, slot, at, stale)) {
        unbookable.push(`${row.email} at ${at.toFixed(1)} s: ${slotKey(slot)}`);
        continue;
      }
      const id = episodeId(row.email, slot, at);
      if (covered.has(id)) duplicates.push(`${id}: texted twice`);
      covered.add(id);
    }
  }

  // What the phones got: every alert text is a delivered claim's, once, unless resent after the kill.
  const bySid = new Map(rows.map((row) => [row.message_id, row]));
  const alertTexts = input.standIn.messages.filter((message) => !/Teewatch code/.test(message.body));
  const resentAfterKill: string[] = [];
  for (const message of alertTexts) {
    if (bySid.has(message.sid)) continue;
    const claim = rows.find((row) => row.phone === message.to && row.body === message.body);
    const what = `${message.to}: "${message.body.slice(0, 60)}…" (${message.sid})`;
    if (claim && input.interruptedTexts.includes(Number(claim.id))) resentAfterKill.push(what);
    else duplicates.push(`${what}: taken by Twilio, no delivered claim records it`);
  }

  const textingSpecs = REQUESTS.filter((spec) => texting.includes(spec.email));
  const { requiredOpenings, missed } = missedOpenings(input, textingSpecs, covered, 'texted');
  return {
    received: alertTexts.length,
    requiredOpenings,
    missed,
    duplicates,
    resentAfterKill,
    unbookable,
    unknownSlots,
    deliveredClaims: rows.length,
  };
}
