import { describe, expect, it } from 'vitest';
import { checkHeldTime, HELD_TIME_MESSAGES, HeldTimeSchema, upgradeNoteWords } from './held-time';

describe('held time (decision 0195)', () => {
  const held = { courseId: 2, date: '2027-06-05', time: '15:10', better: 'earlier' } as const;

  it('takes HH:MM times only, with the rule in its words', () => {
    expect(HeldTimeSchema.safeParse(held).success).toBe(true);
    for (const time of ['3:10 PM', '25:00', '15:1', '15:10:00']) {
      const parsed = HeldTimeSchema.safeParse({ ...held, time });
      expect(parsed.error?.issues[0]?.message).toBe(HELD_TIME_MESSAGES.invalidTime);
    }
    expect(HeldTimeSchema.safeParse({ ...held, better: 'sooner' }).error?.issues[0]?.message).toBe(
      HELD_TIME_MESSAGES.invalidRule,
    );
    expect(HeldTimeSchema.safeParse({ ...held, courseRanking: Array(101).fill(1) }).success).toBe(false);
  });

  it("checks the held date against the request's dates and the ranking against its courses", () => {
    const request = { preferredDates: ['2027-06-05'], courseIds: [1, 2] };
    expect(checkHeldTime({ held, ...request })).toEqual([]);
    expect(checkHeldTime({ held: { ...held, date: '2027-06-06' }, ...request })).toEqual([
      { field: 'held.date', message: HELD_TIME_MESSAGES.dateNotWatched },
    ]);
    const ranked = (courseRanking: number[]) =>
      checkHeldTime({ held: { ...held, better: 'course', courseRanking }, ...request })[0]?.message;
    expect(ranked([])).toBe(HELD_TIME_MESSAGES.rankingRequired);
    expect(ranked([1, 2, 3])).toBe(HELD_TIME_MESSAGES.rankingTooLongForRequest);
    expect(ranked([1, 1])).toBe(HELD_TIME_MESSAGES.rankingRepeats);
    expect(ranked([3])).toBe(HELD_TIME_MESSAGES.rankingOutsideRequest);
    expect(ranked([1])).toBe(HELD_TIME_MESSAGES.heldCourseNotRanked);
    expect(ranked([1, 2])).toBeUndefined();
  });

  it('says the held time beside the new one, and that releasing it is the golfer’s', () => {
    expect(upgradeNoteWords({ ...held, courseName: 'Fraserview' })).toEqual({
      holding: 'You hold 3:10 PM on Sat, Jun 5 at Fraserview; this is an earlier time that day.',
      release:
        "If you book it, release your 3:10 PM booking on Fraserview's site: Teewatch cannot cancel it for you.",
    });
  });
});
