import {
  type CourseKey,
  type GroundTruth,
  REQUESTS,
  type RequestSpec,
  type ScriptedSlot,
} from './churn-script';

// What the churn replay's channel figures (pushes in churn-replay-kit.ts, texts in churn-text-figures.ts) read
// their deliveries against: the run's facts, and the lookups from a delivered time to its script slot and episode.

/** The replay's facts every channel's figures are read against. */
export type ReplayFacts = {
  started: number;
  endedAt: number;
  stale: number;
  required: number;
  course: (key: CourseKey) => { id: number; name: string };
  dates: Record<1 | 2, string>;
  slotKey: (slot: { course: CourseKey; day: 1 | 2; time: string }) => string;
  script: ScriptedSlot[];
  truth: GroundTruth;
};

/** What each channel's deliveries came to against the truth (PushFigures, TextFigures say it per channel). */
export type ChannelFigures = {
  /** Messages the channel's service took. */
  received: number;
  /** The long openings owed on the channel. */
  requiredOpenings: number;
  /** Owed openings no delivered message covered (named, or counted as "+N more"). */
  missed: string[];
  /** An opening covered twice for one recipient: decision 0130's "exactly once" broken. */
  duplicates: string[];
  /** Messages in flight at the kill that the service took twice (the resumed claim sent them again). */
  resentAfterKill: string[];
  /** Named times the party could not book when told, or that did not match the request. */
  unbookable: string[];
  unknownSlots: string[];
  /** Delivered claims in the history. */
  deliveredClaims: number;
};

const inWindow = (spec: RequestSpec, slot: ScriptedSlot) =>
  spec.courses.includes(slot.course) &&
  spec.days.includes(slot.day) &&
  Number(slot.time.slice(0, 2)) >= spec.start &&
  Number(slot.time.slice(0, 2)) < spec.end;

/** The slot is owed to the request: inside its window and, in a group, inside every member's (decision 0210). */
export const matchesSpec = (spec: RequestSpec, slot: ScriptedSlot) =>
  REQUESTS.filter((other) => other === spec || (spec.group && other.group === spec.group)).every((member) =>
    inWindow(member, slot),
  );

/**
 * Each request by its email, a delivered time's script slot, the opening episode a delivery belongs to, and
 * whether a time named to a golfer was one they could book.
 */
export function replayLookups(facts: ReplayFacts) {
  const { truth, script, slotKey, endedAt } = facts;
  const specOf = new Map(REQUESTS.map((spec) => [spec.email, spec]));
  const slotOf = (courseId: number, date: string, time: string) =>
    script.find(
      (slot) =>
        facts.course(slot.course).id === courseId &&
        facts.dates[slot.day] === date &&
        slot.time === time.slice(0, 5),
    );
  const episodeId = (email: string, slot: ScriptedSlot, at: number) => {
    const episode = truth
      .episodes(slotKey(slot), specOf.get(email)!, endedAt)
      .filter((candidate) => candidate.start <= at)
      .at(-1);
    return `${email}|${slotKey(slot)}|${episode?.start}`;
  };
  /** A time named at `at` s is one `spec` asks for, and could be booked in the `stale` s before. */
  const wasBookable = (spec: RequestSpec, slot: ScriptedSlot, at: number, stale: number) =>
    matchesSpec(spec, slot) && truth.bookableDuring(slotKey(slot), spec, at - stale, at);
  return { specOf, slotOf, episodeId, wasBookable };
}

/**
 * The long openings owed to `specs` (open at least `required` seconds), and those no delivery in `covered`
 * (episode ids, as replayLookups names them) told the golfer about: "…, not <verb>".
 */
export function missedOpenings(
  facts: ReplayFacts,
  specs: RequestSpec[],
  covered: Set<string>,
  verb: string,
): { requiredOpenings: number; missed: string[] } {
  const { truth, script, slotKey, endedAt } = facts;
  const missed: string[] = [];
  let requiredOpenings = 0;
  for (const spec of specs) {
    for (const slot of script) {
      if (!matchesSpec(spec, slot)) continue;
      for (const episode of truth.episodes(slotKey(slot), spec, endedAt)) {
        if (episode.end - episode.start < facts.required) continue;
        requiredOpenings += 1;
        if (!covered.has(`${spec.email}|${slotKey(slot)}|${episode.start}`))
          missed.push(
            `${spec.email}: ${slotKey(slot)} open ${episode.start.toFixed(1)}–${episode.end.toFixed(1)} s, not ${verb}`,
          );
      }
    }
  }
  return { requiredOpenings, missed };
}
