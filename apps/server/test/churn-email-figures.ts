import { matchesSpec } from './churn-figures';
import { type PairFigures, pairFigures } from './churn-pair-figures';
import type { KilledWorker } from './churn-replay-play';
import type { ReplayRun } from './churn-replay-run';
import { listedSlots, REQUESTS, type RequestSpec, requiredOpenSeconds } from './churn-script';

// The churn replay's emails read against the ground truth (churn-replay-kit.ts): what each email named, the
// openings owed and missed, the latency where nothing may hold an email back, the split parties' pairs, and
// the gaps between the mirror's reads of each pair.

export type ReplayEmail = {
  to: string;
  /** Script seconds at SMTP acceptance. */
  at: number;
  messageId: string;
  mail: ReplayRun['app']['smtp']['messages'][number];
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The emails to the scripted golfers, each at its script second. */
export function replayEmails(run: ReplayRun, requestIds: Map<string, RequestSpec>): ReplayEmail[] {
  return run.app.smtp.messages
    .map((mail) => ({
      to: (mail.to as { text: string } | undefined)?.text ?? '',
      at: (mail.receivedAt.getTime() - run.started.at) / 1000,
      messageId: mail.messageId ?? '',
      mail,
    }))
    .filter((email) => requestIds.has(email.to));
}

/** Every time each email listed, against the truth: unbookable, unknown, twice for one opening; first emails. */
export function listedTimeFigures(
  run: ReplayRun,
  input: { emails: ReplayEmail[]; requestIds: Map<string, RequestSpec>; endedAt: number },
) {
  const { truth, slotKey, byLabel, stale } = run;
  const unbookable: string[] = [];
  const unknownSlots: string[] = [];
  const duplicates: string[] = [];
  const seen = new Map<string, number>();
  const firstEmailAt = new Map<string, { at: number; messageId: string }>();
  const messageIds = new Map<string, number>();
  for (const email of input.emails) {
    messageIds.set(email.messageId, (messageIds.get(email.messageId) ?? 0) + 1);
    if (messageIds.get(email.messageId) === 2)
      duplicates.push(`Message-ID ${email.messageId} received twice`);
    const spec = input.requestIds.get(email.to)!;
    for (const listed of listedSlots(String(email.mail.text ?? ''))) {
      const slot = byLabel.get(`${listed.courseName}|${listed.dateLabel}|${listed.timeLabel}`);
      if (!slot) {
        unknownSlots.push(`${email.to}: ${listed.courseName} ${listed.dateLabel} ${listed.timeLabel}`);
        continue;
      }
      const key = slotKey(slot);
      if (!matchesSpec(spec, slot) || !truth.bookableDuring(key, spec, email.at - stale, email.at)) {
        unbookable.push(`${email.to} at ${email.at.toFixed(1)} s: ${key}`);
        continue;
      }
      const episode = truth
        .episodes(key, spec, input.endedAt)
        .filter((candidate) => candidate.start <= email.at)
        .at(-1);
      const id = `${email.to}|${key}|${episode?.start}`;
      seen.set(id, (seen.get(id) ?? 0) + 1);
      if (seen.get(id) === 2)
        duplicates.push(`${email.to}: ${key} opened at ${episode?.start.toFixed(1)} s, emailed twice`);
      if (!firstEmailAt.has(id)) firstEmailAt.set(id, { at: email.at, messageId: email.messageId });
    }
  }
  return { unbookable, unknownSlots, duplicates, firstEmailAt };
}

/** Recall and latency over the openings the engine owes an email. */
export function recallFigures(
  run: ReplayRun,
  input: {
    emails: ReplayEmail[];
    firstEmailAt: Map<string, { at: number; messageId: string }>;
    killed: KilledWorker | null;
    endedAt: number;
  },
) {
  const { settings, script, truth, slotKey } = run;
  const required = requiredOpenSeconds(settings);
  const gapSeconds = settings.gapMinutes * 60;
  const missed: string[] = [];
  const latencies: number[] = [];
  const borderlineOpenings: string[] = [];
  let requiredOpenings = 0;
  let groupRequiredOpenings = 0;
  for (const spec of REQUESTS) {
    const inbox = input.emails.filter((email) => email.to === spec.email).map((email) => email.at);
    for (const slot of script) {
      if (!matchesSpec(spec, slot)) continue;
      for (const episode of truth.episodes(slotKey(slot), spec, input.endedAt)) {
        const length = episode.end - episode.start;
        if (length > 1 && length < required)
          borderlineOpenings.push(
            `${spec.email}: ${slotKey(slot)} open ${length.toFixed(1)} s, neither a flicker nor ≥ ${required} s`,
          );
        if (length < required) continue;
        requiredOpenings += 1;
        if (spec.group) groupRequiredOpenings += 1;
        const first = input.firstEmailAt.get(`${spec.email}|${slotKey(slot)}|${episode.start}`);
        if (!first) {
          missed.push(
            `${spec.email}: ${slotKey(slot)} open ${episode.start.toFixed(1)}–${episode.end.toFixed(1)} s`,
          );
          continue;
        }
        // Latency where nothing may hold the email back: the gap had passed when it opened, no crash.
        const previous = inbox.filter((at) => at < first.at).at(-1);
        const isGapFree =
          gapSeconds === 0 || previous === undefined || previous <= episode.start - gapSeconds;
        if (isGapFree && !input.killed?.interruptedMessageIds.includes(first.messageId))
          latencies.push(first.at - episode.start);
      }
    }
  }
  latencies.sort((a, b) => a - b);
  return {
    required,
    missed,
    borderlineOpenings,
    requiredOpenings,
    groupRequiredOpenings,
    latency: {
      samples: latencies.length,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies.at(-1) ?? Number.NaN,
    },
  };
}

/** The split parties' pairs, by email and push (issue 38 item 4). */
export function replayPairFigures(
  run: ReplayRun,
  input: { emails: ReplayEmail[]; interruptedPushes: string[]; required: number; endedAt: number },
): PairFigures {
  const { app, script, truth, slotKey, byLabel, course, dates } = run;
  return pairFigures({
    emails: input.emails.map((email) => ({
      to: email.to,
      at: email.at,
      text: String(email.mail.text ?? ''),
    })),
    pushes: (app.push?.received ?? []).flatMap((entry) => {
      const { kind, tag, partnerTime, time } = entry.payload;
      const match = /^slot-(\d+)-(\d{4}-\d{2}-\d{2})-/.exec(String(tag));
      if (kind !== 'open' || typeof partnerTime !== 'string' || !match) return [];
      const at = (entry.receivedAt.getTime() - run.started.at) / 1000;
      const times: [string, string] = [String(time), partnerTime];
      return [
        { device: entry.device, tag: String(tag), at, courseId: Number(match[1]), date: match[2]!, times },
      ];
    }),
    script,
    truth,
    slotKey,
    byLabel: (courseName, dateLabel, timeLabel) => byLabel.get(`${courseName}|${dateLabel}|${timeLabel}`),
    slotOf: (courseId, date, time) =>
      script.find(
        (slot) =>
          course(slot.course).id === courseId && dates[slot.day] === date && slot.time === time.slice(0, 5),
      ),
    interruptedPushes: input.interruptedPushes,
    stale: run.stale,
    required: input.required,
    endedAt: input.endedAt,
  });
}

/** The mirror's reads of each pair: the longest wall-clock gap, and the pairs read again after the kill. */
export function readGapFigures(
  run: ReplayRun,
  input: { readLog: Map<string, number[]>; killedAtMs: number | null; endedAt: number },
) {
  const { readLog, killedAtMs } = input;
  let worstGap = 0;
  let reads = 0;
  let pairsReadAfterKill = 0;
  for (const times of readLog.values()) {
    reads += times.length;
    if (killedAtMs !== null && times.some((at) => at > killedAtMs)) pairsReadAfterKill += 1;
    const sequence = [...times, run.started.at + input.endedAt * 1000];
    for (let index = 1; index < sequence.length; index += 1)
      worstGap = Math.max(worstGap, (sequence[index]! - sequence[index - 1]!) / 1000);
  }
  return {
    pairs: readLog.size,
    reads,
    worstSeconds: worstGap,
    boundSeconds: 2 * run.settings.cadenceSeconds,
    pairsReadAfterKill: killedAtMs === null ? null : pairsReadAfterKill,
  };
}
