import {
  type CourseKey,
  type groundTruth,
  REQUESTS,
  type RequestSpec,
  type ScriptedSlot,
} from './churn-script';

// What the churn replay's channel figures (pushes in churn-replay-kit.ts, texts in churn-text-figures.ts) read
// their deliveries against: the run's facts, and the lookups from a delivered time to its script slot and episode.

type Truth = ReturnType<typeof groundTruth>;

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
  truth: Truth;
};

export const matchesSpec = (spec: RequestSpec, slot: ScriptedSlot) =>
  spec.courses.includes(slot.course) &&
  spec.days.includes(slot.day) &&
  Number(slot.time.slice(0, 2)) >= spec.start &&
  Number(slot.time.slice(0, 2)) < spec.end;

/** Each request by its email, a delivered time's script slot, and the opening episode a delivery belongs to. */
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
  return { specOf, slotOf, episodeId };
}
