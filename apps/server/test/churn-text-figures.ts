import type { TwilioStandIn } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client';
import { rowsOf } from '../src/db/rows-of';
import { matchesSpec, type ReplayFacts, replayLookups } from './churn-figures';
import { REQUESTS } from './churn-script';

// The churn replay's texts (issue 36, decision 0173), read against the same ground truth as its emails
// and pushes: every long opening texted once to each request alerting by `sms` or `both`, nothing named
// that the party could not book, and no text the golfer got twice, across the kill.

export type TextFigures = {
  /** Alert texts the Twilio stand-in took (confirmation codes left out). */
  received: number;
  /** The long openings owed to the requests that alert by text. */
  requiredOpenings: number;
  /** Owed openings no delivered text covered (named, or counted as "+N more"). */
  missed: string[];
  /**
   * An opening of one request covered by two delivered texts, or a text the stand-in took that no
   * delivered claim records and that was not in flight at the kill.
   */
  duplicates: string[];
  /**
   * Texts in flight when the worker was killed that the stand-in took twice: the kill fell between
   * Twilio's acceptance and its record, and the resumed claim sent the text again.
   */
  resentAfterKill: string[];
  /** Named times the party could not book when texted, or that did not match the request. */
  unbookable: string[];
  unknownSlots: string[];
  /** Delivered text claims in the history. */
  deliveredClaims: number;
};

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
  const { truth, script, slotKey, endedAt } = input;
  const { specOf, slotOf, episodeId } = replayLookups(input);
  const secondsOf = (at: Date | string) => (new Date(at).getTime() - input.started) / 1000;

  const texting = rowsOf<{ email: string }>(
    await input.db.execute(
      sql`select contact_email as email from monitoring_requests where notification_method in ('sms', 'both')`,
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
      if (!matchesSpec(spec, slot) || !truth.bookableDuring(slotKey(slot), spec, at - stale, at)) {
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

  const missed: string[] = [];
  let requiredOpenings = 0;
  for (const spec of REQUESTS) {
    if (!texting.includes(spec.email)) continue;
    for (const slot of script) {
      if (!matchesSpec(spec, slot)) continue;
      for (const episode of truth.episodes(slotKey(slot), spec, endedAt)) {
        if (episode.end - episode.start < input.required) continue;
        requiredOpenings += 1;
        if (!covered.has(`${spec.email}|${slotKey(slot)}|${episode.start}`))
          missed.push(
            `${spec.email}: ${slotKey(slot)} open ${episode.start.toFixed(1)}–${episode.end.toFixed(1)} s, not texted`,
          );
      }
    }
  }
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
