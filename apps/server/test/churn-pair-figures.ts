import { formatSlotTime } from '../src/email/alert-email-words';
import { matchesSpec } from './churn-figures';
import {
  type CourseKey,
  type GroundTruth,
  listedPairs,
  REQUESTS,
  type RequestSpec,
  type ScriptedSlot,
} from './churn-script';

// The churn replay's split parties (issue 38 item 4, decisions 0203–0205): every pair an email lists or a
// push names, read against the ground truth like a single time; each pair opening that lasted long enough
// is owed one email to each golfer who splits, and none twice.

export type PairFigures = {
  /** Pair openings (both times open as a pair for the party) the engine owed an email. */
  requiredOpenings: number;
  missed: string[];
  duplicates: string[];
  /** A listed pair that was not a pair for the party then (one time alone fitted, or it did not hold them). */
  unbookable: string[];
  /** Pairs listed in emails, all told. */
  listed: number;
  /** Pair pushes received (checked like the emails; a resumed claim's re-send after the kill apart). */
  pushes: number;
};

export type PairEmail = { to: string; at: number; text: string };
export type PairPush = {
  device: string;
  tag: string;
  at: number;
  date: string;
  courseId: number;
  times: [string, string];
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The pairs of scripted times a split request may be alerted: one course and day, its hours, within its gap. */
function candidatePairs(spec: RequestSpec, script: ScriptedSlot[]): [ScriptedSlot, ScriptedSlot][] {
  const gap = spec.splitParty?.maxGapMinutes ?? -1;
  const inside = (slot: ScriptedSlot) => matchesSpec(spec, slot);
  const pairs: [ScriptedSlot, ScriptedSlot][] = [];
  for (const a of script)
    for (const b of script)
      if (
        inside(a) &&
        inside(b) &&
        a.course === b.course &&
        a.day === b.day &&
        a.time < b.time &&
        minutesOf(b.time) - minutesOf(a.time) <= gap
      )
        pairs.push([a, b]);
  return pairs;
}

export function pairFigures(input: {
  emails: PairEmail[];
  pushes: PairPush[];
  script: ScriptedSlot[];
  truth: GroundTruth;
  slotKey: (slot: { course: CourseKey; day: 1 | 2; time: string }) => string;
  /** A listed (course name, date label, time label) → its scripted time. */
  byLabel: (courseName: string, dateLabel: string, timeLabel: string) => ScriptedSlot | undefined;
  /** A pushed (course id, date, HH:MM) → its scripted time. */
  slotOf: (courseId: number, date: string, time: string) => ScriptedSlot | undefined;
  /** `device|tag` of pushes in flight at the kill (a resumed claim may send them again). */
  interruptedPushes: string[];
  stale: number;
  required: number;
  endedAt: number;
}): PairFigures {
  const { truth, slotKey, endedAt } = input;
  const specOf = new Map(REQUESTS.filter((spec) => spec.splitParty).map((spec) => [spec.email, spec]));
  const unbookable: string[] = [];
  const duplicates: string[] = [];
  const emailed = new Set<string>();
  const seen = new Map<string, number>();
  /** The pair episode a listing at `at` belongs to, or undefined when it was no pair for the party then. */
  const check = (who: string, spec: RequestSpec, a: ScriptedSlot, b: ScriptedSlot, at: number) => {
    const [early, late] = a.time < b.time ? [a, b] : [b, a];
    const allowed = candidatePairs(spec, input.script).some(([x, y]) => x === early && y === late);
    const keys = [slotKey(early), slotKey(late)] as const;
    if (!allowed || !truth.pairBookableDuring(keys[0], keys[1], spec, at - input.stale, at)) {
      unbookable.push(`${who} at ${at.toFixed(1)} s: ${keys.join(' + ')}`);
      return undefined;
    }
    const episode = truth
      .pairEpisodes(keys[0], keys[1], spec, endedAt)
      .filter((candidate) => candidate.start <= at)
      .at(-1);
    return `${spec.email}|${keys.join('+')}|${episode?.start}`;
  };

  let listed = 0;
  for (const email of input.emails) {
    const spec = specOf.get(email.to);
    for (const pair of listedPairs(email.text)) {
      listed += 1;
      const [a, b] = pair.timeLabels.map((label) => input.byLabel(pair.courseName, pair.dateLabel, label));
      if (!spec || !a || !b) {
        unbookable.push(`${email.to}: ${pair.courseName} ${pair.dateLabel} ${pair.timeLabels.join(' + ')}`);
        continue;
      }
      const id = check(email.to, spec, a, b, email.at);
      if (!id) continue;
      emailed.add(id);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      if (seen.get(id) === 2) duplicates.push(`${id}: emailed twice`);
    }
  }

  const pushed = new Map<string, number>();
  for (const push of input.pushes) {
    const spec = specOf.get(push.device);
    const [a, b] = push.times.map((time) => input.slotOf(push.courseId, push.date, time));
    if (!spec || !a || !b) {
      unbookable.push(`${push.device}: pushed pair ${push.date} ${push.times.join(' + ')}`);
      continue;
    }
    const id = check(push.device, spec, a, b, push.at);
    if (!id) continue;
    pushed.set(id, (pushed.get(id) ?? 0) + 1);
    if (pushed.get(id) === 2 && !input.interruptedPushes.includes(`${push.device}|${push.tag}`))
      duplicates.push(`${id}: pushed twice`);
  }

  const missed: string[] = [];
  let requiredOpenings = 0;
  for (const spec of specOf.values())
    for (const [a, b] of candidatePairs(spec, input.script))
      for (const episode of truth.pairEpisodes(slotKey(a), slotKey(b), spec, endedAt)) {
        if (episode.end - episode.start < input.required) continue;
        requiredOpenings += 1;
        const id = `${spec.email}|${slotKey(a)}+${slotKey(b)}|${episode.start}`;
        if (!emailed.has(id))
          missed.push(
            `${spec.email}: ${formatSlotTime(a.time)} + ${formatSlotTime(b.time)} (${slotKey(a)}) a pair ${episode.start.toFixed(1)}–${episode.end.toFixed(1)} s, not emailed`,
          );
      }
  return { requiredOpenings, missed, duplicates, unbookable, listed, pushes: input.pushes.length };
}
