import { z } from 'zod';

// "Finish before dark" (issue 38, item 3; decision 0199): a waitlist request may ask to hear only of times
// whose round ends by sunset at the course. The pure rule lives here so the server's SQL mirror of it
// (apps/server/src/lib/sunset-sql.ts) and the search's per-time mark apply the very same arithmetic.

/** How long a round takes unless the golfer says otherwise (decision 0199). */
export const DEFAULT_PACE_MINUTES = { 9: 135, 18: 270 } as const;
/** A pace a golfer may set: one hour to seven hours, whole minutes. */
export const MIN_PACE_MINUTES = 60;
export const MAX_PACE_MINUTES = 420;

export const FINISH_BEFORE_SUNSET_MESSAGES = {
  invalidHoles: 'Please choose 9 or 18 holes to finish before sunset',
  invalidPace: `Please choose a pace between ${MIN_PACE_MINUTES} and ${MAX_PACE_MINUTES} minutes`,
} as const;

/**
 * What a request's input carries: the holes, and optionally the golfer's own pace in minutes (left out:
 * DEFAULT_PACE_MINUTES for those holes). Null (or left out on a create) = no sunset rule.
 */
export const FinishBeforeSunsetInputSchema = z.object({
  holes: z.union([z.literal(9), z.literal(18)], { error: FINISH_BEFORE_SUNSET_MESSAGES.invalidHoles }),
  paceMinutes: z
    .number({ error: FINISH_BEFORE_SUNSET_MESSAGES.invalidPace })
    .int(FINISH_BEFORE_SUNSET_MESSAGES.invalidPace)
    .min(MIN_PACE_MINUTES, FINISH_BEFORE_SUNSET_MESSAGES.invalidPace)
    .max(MAX_PACE_MINUTES, FINISH_BEFORE_SUNSET_MESSAGES.invalidPace)
    .optional(),
});
export type FinishBeforeSunsetInput = z.infer<typeof FinishBeforeSunsetInputSchema>;

/** What a request stores and lists: the holes and the pace in force (the default filled in). */
export const FinishBeforeSunsetSchema = z.object({
  holes: z.union([z.literal(9), z.literal(18)]),
  paceMinutes: z.number().int().min(MIN_PACE_MINUTES).max(MAX_PACE_MINUTES),
});
export type FinishBeforeSunset = z.infer<typeof FinishBeforeSunsetSchema>;

/** The input with its default pace filled in; null stays null. */
export function resolveFinishBeforeSunset(input: FinishBeforeSunsetInput | null): FinishBeforeSunset | null {
  if (!input) return null;
  return { holes: input.holes, paceMinutes: input.paceMinutes ?? DEFAULT_PACE_MINUTES[input.holes] };
}

/** The default pace for a time of `holes` holes: 9-hole pace up to 9 holes, else 18-hole pace. */
export function defaultPaceFor(holes: number): number {
  return holes <= 9 ? DEFAULT_PACE_MINUTES[9] : DEFAULT_PACE_MINUTES[18];
}

/** 'HH:MM' → minutes after midnight. */
export function minutesOfTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * A round starting at `time` (HH:MM, Vancouver) and taking `paceMinutes` ends after sunset (minutes after
 * Vancouver midnight). Ending exactly at sunset still counts as finishing before dark.
 */
export function finishesAfterSunset(time: string, paceMinutes: number, sunsetMinutes: number): boolean {
  return minutesOfTime(time) + paceMinutes > sunsetMinutes;
}
