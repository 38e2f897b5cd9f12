import { isSlotBookableFor } from '@teewatch/shared';
import type { SlotView } from '@teewatch/simulator';

// The churn replay's script (see churn-replay-kit.ts): three courses, the scripted tee times with their
// seats over time, ten requests, and the ground-truth log the emails are read against.

export type CourseKey = 'langara' | 'fraserview' | 'chrono';
export const COURSES: Record<CourseKey, { seedKey: string; ref: SimRef }> = {
  langara: { seedKey: 'cps:golfvancouver:1', ref: { system: 'cps', site: 'golfvancouver', courseId: 1 } },
  // Every scripted time here sells to parties of 2 or more: a lone seat is bookable by nobody.
  fraserview: { seedKey: 'cps:golfvancouver:2', ref: { system: 'cps', site: 'golfvancouver', courseId: 2 } },
  chrono: { seedKey: 'chronogolf:545:525', ref: { system: 'chronogolf', courseId: 525 } },
};
export type SimRef =
  | { system: 'cps'; site: string; courseId: number }
  | { system: 'chronogolf'; courseId: number };

/** One scripted time: its seats over the run ([second from start, open seats]; closed before the first). */
export type ScriptedSlot = {
  course: CourseKey;
  day: 1 | 2;
  time: string;
  minPlayers?: number;
  steps: [number, number][];
};

/**
 * Reopenings (S1), seat gains that newly fit a party (S2, S4), lone seats on the min-2 course (S2, S3,
 * S9), seat losses (S6, S9), cancellations (S7, S8) and flickers shorter than a second (S5, S10, S11).
 * Every opening is either a flicker or open at least REQUIRED_OPEN_SECONDS for each party it fits.
 */
export const SCRIPT: ScriptedSlot[] = [
  {
    course: 'langara',
    day: 1,
    time: '07:10',
    steps: [
      [0, 4],
      [42, 0],
      [62, 2],
      [104, 0],
    ],
  },
  {
    course: 'fraserview',
    day: 1,
    time: '07:30',
    minPlayers: 2,
    steps: [
      [0, 1],
      [30, 2],
      [75, 0],
    ],
  },
  {
    course: 'fraserview',
    day: 2,
    time: '08:00',
    minPlayers: 2,
    steps: [
      [10, 1],
      [100, 0],
    ],
  },
  {
    course: 'chrono',
    day: 1,
    time: '09:00',
    steps: [
      [5, 2],
      [50, 4],
      [100, 0],
    ],
  },
  {
    course: 'langara',
    day: 2,
    time: '11:00',
    steps: [
      [20, 3],
      [20.3, 0],
      [50, 2],
      [50.3, 0],
    ],
  },
  {
    course: 'chrono',
    day: 2,
    time: '10:20',
    steps: [
      [15, 3],
      [60, 1],
      [100, 0],
    ],
  },
  {
    course: 'fraserview',
    day: 1,
    time: '08:40',
    minPlayers: 2,
    steps: [
      [40, 3],
      [85, 0],
    ],
  },
  {
    course: 'langara',
    day: 1,
    time: '10:30',
    steps: [
      [25, 2],
      [70, 0],
    ],
  },
  {
    course: 'fraserview',
    day: 2,
    time: '07:50',
    minPlayers: 2,
    steps: [
      [0, 2],
      [45, 1],
      [100, 0],
    ],
  },
  {
    course: 'langara',
    day: 1,
    time: '08:15',
    steps: [
      [70, 4],
      [70.4, 0],
    ],
  },
  {
    course: 'chrono',
    day: 1,
    time: '09:40',
    steps: [
      [80, 2],
      [80.2, 0],
    ],
  },
  // Split a foursome (issue 38 item 4): 9:00 and 9:10 with two seats each are a pair for the split
  // parties of 3 and 4 while both are open (20–85 s); 9:30 has four seats, so it is alerted alone and
  // never paired with 9:35's two.
  {
    course: 'langara',
    day: 2,
    time: '09:00',
    steps: [
      [10, 2],
      [85, 0],
    ],
  },
  {
    course: 'langara',
    day: 2,
    time: '09:10',
    steps: [
      [20, 2],
      [90, 0],
    ],
  },
  {
    course: 'langara',
    day: 2,
    time: '09:30',
    steps: [
      [30, 4],
      [95, 0],
    ],
  },
  {
    course: 'langara',
    day: 2,
    time: '09:35',
    steps: [
      [30, 2],
      [95, 0],
    ],
  },
];
export const SCRIPT_SECONDS = 105;
/** When the crash round arms its trap: just before S6 opens, which three requests match. */
export const KILL_ARM_SECOND = 14;

export type RequestSpec = {
  email: string;
  courses: CourseKey[];
  days: (1 | 2)[];
  start: number;
  end: number;
  players: 0 | 2 | 3 | 4;
  /** Two nearby times accepted (issue 38 item 4). */
  splitParty?: { maxGapMinutes: number };
  /**
   * Wait as a group (issue 38 item 5): the group's name. Its first request owns it; the others join by its
   * invitation with the same courses and party, and every member is owed only times inside all windows.
   */
  group?: string;
  /**
   * A standing weekly watch (issue 51 item 5): asked as the weekdays of its days, ending on its last day, so
   * the rule expands into exactly its days and is owed what a dated request for them is.
   */
  weekly?: true;
};
export const REQUESTS: RequestSpec[] = [
  { email: 'r1@churn.test', courses: ['langara', 'fraserview'], days: [1], start: 7, end: 11, players: 0 },
  // A weekly rule among the texting golfers (issue 51 item 5): every channel as for a dated request.
  {
    email: 'r2@churn.test',
    courses: ['fraserview'],
    days: [1, 2],
    start: 7,
    end: 9,
    players: 2,
    weekly: true,
  },
  { email: 'r3@churn.test', courses: ['langara', 'chrono'], days: [1], start: 7, end: 12, players: 3 },
  { email: 'r4@churn.test', courses: ['chrono'], days: [1, 2], start: 9, end: 11, players: 4 },
  {
    email: 'r5@churn.test',
    courses: ['langara', 'fraserview', 'chrono'],
    days: [2],
    start: 7,
    end: 12,
    players: 0,
  },
  { email: 'r6@churn.test', courses: ['langara'], days: [1, 2], start: 10, end: 12, players: 2 },
  { email: 'r7@churn.test', courses: ['fraserview'], days: [1, 2], start: 7, end: 9, players: 0 },
  { email: 'r8@churn.test', courses: ['chrono', 'fraserview'], days: [1, 2], start: 7, end: 11, players: 2 },
  { email: 'r9@churn.test', courses: ['langara', 'chrono'], days: [1], start: 7, end: 12, players: 0 },
  { email: 'r10@churn.test', courses: ['fraserview', 'chrono'], days: [2], start: 7, end: 11, players: 3 },
  // Split parties (issue 38 item 4): after the texting golfers, so they alert by email and push.
  {
    email: 'r11@churn.test',
    courses: ['langara'],
    days: [2],
    start: 9,
    end: 10,
    players: 4,
    splitParty: { maxGapMinutes: 10 },
  },
  {
    email: 'r12@churn.test',
    courses: ['langara', 'chrono'],
    days: [1, 2],
    start: 9,
    end: 11,
    players: 3,
    splitParty: { maxGapMinutes: 10 },
  },
  // A group (issue 38 item 5): together only the first day, 8 to 11, where Langara's 8:15 and 10:30 and
  // Fraserview's 8:40 open; the owner's other times (7:10, 7:30, the second day) are nobody's in the group.
  {
    email: 'r13@churn.test',
    courses: ['langara', 'fraserview'],
    days: [1, 2],
    start: 7,
    end: 11,
    players: 2,
    group: 'g1',
  },
  {
    email: 'r14@churn.test',
    courses: ['langara', 'fraserview'],
    days: [1],
    start: 8,
    end: 11,
    players: 2,
    group: 'g1',
  },
  // Weekly rules (issue 51 item 5), email and push.
  {
    email: 'r15@churn.test',
    courses: ['langara', 'fraserview'],
    days: [1, 2],
    start: 7,
    end: 11,
    players: 2,
    weekly: true,
  },
  { email: 'r16@churn.test', courses: ['chrono'], days: [1], start: 7, end: 12, players: 0, weekly: true },
];
export const CLOSED_HOURS = [6, 7, 8, 9, 10, 11, 12];

export type ChurnSettings = {
  /** Every tier's cadence (ALERT_POLL_*_SECONDS). */
  cadenceSeconds: number;
  /** ALERT_MIN_GAP_MINUTES (fractions allowed). */
  gapMinutes: number;
  claimTimeoutSeconds: number;
  /** Kill -9 a worker while it is mid-send (held at RCPT TO), then start another. */
  killMidSend: boolean;
};

/**
 * The settings churn-replay.test.ts asserts with and `npm run bench:churn` measures with. Cadence 8 s: with
 * the half-cadence lease (5 s minimum, renewed while a read runs), a read lost in the kill still leaves
 * every pair read within 2× the cadence. A gap of 0.2 min keeps the run short and still holds emails back.
 */
export const CHURN_REPLAY_SETTINGS: ChurnSettings = {
  cadenceSeconds: 8,
  gapMinutes: 0.2,
  claimTimeoutSeconds: 6,
  killMidSend: true,
};

export function churnEnv(settings: ChurnSettings): Record<string, string> {
  const cadence = String(settings.cadenceSeconds);
  return {
    ALERT_PLAN_INTERVAL_SECONDS: '1',
    ALERT_POLL_NEAR_SECONDS: cadence,
    ALERT_POLL_MID_SECONDS: cadence,
    ALERT_POLL_FAR_SECONDS: cadence,
    ALERT_BATCH_SECONDS: '0.5',
    ALERT_MIN_GAP_MINUTES: String(settings.gapMinutes),
    ALERT_CLAIM_TIMEOUT_SECONDS: String(settings.claimTimeoutSeconds),
    MIRROR_HORIZON_DAYS: '2',
    MIRROR_TICK_SECONDS: '0.5',
    CPS_REQUESTS_PER_SECOND: '200',
    CHRONOGOLF_REQUESTS_PER_SECOND: '200',
    ALERT_EMAILS_PER_RECIPIENT_PER_DAY: '200',
  };
}

/** How long an opening must stay open for the engine to owe an email: 2 cadences (a read lost in a crash), the gap, a claim timeout, slack. */
export function requiredOpenSeconds(settings: ChurnSettings): number {
  return 2 * settings.cadenceSeconds + settings.gapMinutes * 60 + settings.claimTimeoutSeconds + 6;
}

/**
 * How much the script is stretched for a slower cadence (the bench at 10 s or more): every opening
 * still outlasts requiredOpenSeconds and every closure still outlasts two reads; flickers stay flickers.
 * 1 for the test's settings.
 */
export function scriptScale(settings: ChurnSettings): number {
  return Math.max(1, (2 * settings.cadenceSeconds + 3) / 20, requiredOpenSeconds(settings) / 42);
}

export function scaledSteps(steps: [number, number][], scale: number): [number, number][] {
  return steps.map(([at, spots], index) => {
    const previous = steps[index - 1];
    return previous && at - previous[0] < 1
      ? [previous[0] * scale + (at - previous[0]), spots]
      : [at * scale, spots];
  });
}

type Change = { at: number; spots: number; minPlayers: number; maxPlayers: number };
export type Party = { players: number };
type Episode = { start: number; end: number };

/** The ground truth a replay's figures are read against. */
export type GroundTruth = ReturnType<typeof groundTruth>;

/** What the upstream really had: every change the script made, stamped when the simulator took it. */
export function groundTruth() {
  const log = new Map<string, Change[]>();
  const stateAt = (key: string, t: number): Change | undefined =>
    (log.get(key) ?? []).filter((change) => change.at <= t).at(-1);
  const fits = (change: Change | undefined, party: Party) =>
    !!change &&
    change.spots > 0 &&
    isSlotBookableFor(
      { availableSpots: change.spots, minPlayers: change.minPlayers, maxPlayers: change.maxPlayers },
      party.players,
    );
  const pairFits = (a: string, b: string, party: Party, t: number) => {
    const first = stateAt(a, t);
    const second = stateAt(b, t);
    if (fits(first, party) || fits(second, party)) return false;
    for (let k = 1; k < party.players; k += 1)
      if (fits(first, { players: k }) && fits(second, { players: party.players - k })) return true;
    return false;
  };
  /** `from` and every change of either time inside (from, to], in order. */
  const pairMoments = (a: string, b: string, from: number, to: number) =>
    [
      ...new Set([
        ...(Number.isFinite(from) ? [from] : []),
        ...[...(log.get(a) ?? []), ...(log.get(b) ?? [])]
          .map((change) => change.at)
          .filter((at) => at > from && at <= to),
      ]),
    ].sort((x, y) => x - y);
  return {
    record(key: string, view: SlotView, at: number) {
      log.set(key, [
        ...(log.get(key) ?? []),
        { at, spots: view.spots, minPlayers: view.minPlayers, maxPlayers: view.maxPlayers },
      ]);
    },
    /** Bookable by the party at some moment of [from, to]. */
    bookableDuring(key: string, party: Party, from: number, to: number): boolean {
      if (fits(stateAt(key, from), party)) return true;
      return (log.get(key) ?? []).some(
        (change) => change.at > from && change.at <= to && fits(change, party),
      );
    },
    /**
     * Times `a` and `b` were a pair for the party at some moment of [from, to] (decision 0203): neither
     * alone fits it, and some k of the players fit `a` and the rest fit `b`.
     */
    pairBookableDuring(a: string, b: string, party: Party, from: number, to: number): boolean {
      return pairMoments(a, b, from, to).some((t) => pairFits(a, b, party, t));
    },
    /** The stretches in which `a` and `b` were a pair for the party (a pair opening each). */
    pairEpisodes(a: string, b: string, party: Party, until: number): Episode[] {
      const episodes: Episode[] = [];
      let open: number | null = null;
      for (const t of pairMoments(a, b, Number.NEGATIVE_INFINITY, until)) {
        const fitsNow = pairFits(a, b, party, t);
        if (fitsNow && open === null) open = t;
        if (!fitsNow && open !== null) {
          episodes.push({ start: open, end: t });
          open = null;
        }
      }
      if (open !== null) episodes.push({ start: open, end: until });
      return episodes;
    },
    /** The stretches in which the party could book the time (an opening each). */
    episodes(key: string, party: Party, until: number): Episode[] {
      const episodes: Episode[] = [];
      let open: number | null = null;
      for (const change of log.get(key) ?? []) {
        if (fits(change, party) && open === null) open = change.at;
        if (!fits(change, party) && open !== null) {
          episodes.push({ start: open, end: change.at });
          open = null;
        }
      }
      if (open !== null) episodes.push({ start: open, end: until });
      return episodes;
    },
  };
}

/** `  9:00 AM (2 spots) + 9:10 AM (2 spots) · 18 holes …` lines of an alert's text part → listed pairs. */
export function listedPairs(
  text: string,
): { courseName: string; dateLabel: string; timeLabels: [string, string] }[] {
  const listed: { courseName: string; dateLabel: string; timeLabels: [string, string] }[] = [];
  let group: { courseName: string; dateLabel: string } | null = null;
  for (const line of text.split('\n')) {
    const header = /^(\S.*) · (\w{3} \w{3} \d{1,2})$/.exec(line);
    if (header) group = { courseName: header[1]!, dateLabel: header[2]! };
    const pair = /^ {2}(\d{1,2}:\d{2} [AP]M) \([^)]*\) \+ (\d{1,2}:\d{2} [AP]M) \(/.exec(line);
    if (pair && group) listed.push({ ...group, timeLabels: [pair[1]!, pair[2]!] });
  }
  return listed;
}

/** `Langara · Fri Nov 27` / `  7:10 AM · 18 holes …` lines of an alert's text part → listed slots. */
export function listedSlots(text: string): { courseName: string; dateLabel: string; timeLabel: string }[] {
  const listed: { courseName: string; dateLabel: string; timeLabel: string }[] = [];
  let group: { courseName: string; dateLabel: string } | null = null;
  for (const line of text.split('\n')) {
    const header = /^(\S.*) · (\w{3} \w{3} \d{1,2})$/.exec(line);
    if (header) group = { courseName: header[1]!, dateLabel: header[2]! };
    const slot = /^ {2}(\d{1,2}:\d{2} [AP]M) · /.exec(line);
    if (slot && group) listed.push({ ...group, timeLabel: slot[1]! });
  }
  return listed;
}
