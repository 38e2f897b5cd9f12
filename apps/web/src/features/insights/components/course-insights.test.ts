import { type CourseLiveFacts, formatDayLabel } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import { liveFreshnessText, teeTimesLinkFor } from './course-insights';

const NOW = new Date('2026-06-20T19:00:00.000Z');
const live = (over: Partial<CourseLiveFacts>): CourseLiveFacts => ({
  courseId: 1,
  generatedAt: NOW.toISOString(),
  checkedAt: null,
  status: 'unknown',
  nextTimes: [],
  ...over,
});

describe('course live facts', () => {
  it('says "Not checked yet" when the mirror never read the course, never "no tee times"', () => {
    expect(liveFreshnessText(live({}), NOW)).toBe('Not checked yet');
  });

  it('says how fresh, and when the reading is old or failing', () => {
    const checkedAt = new Date(NOW.getTime() - 40_000).toISOString();
    expect(liveFreshnessText(live({ checkedAt, status: 'fresh' }), NOW)).toBe('Checked 40 s ago');
    expect(liveFreshnessText(live({ checkedAt, status: 'stale' }), NOW)).toBe(
      'Checked 40 s ago; not updated recently',
    );
    expect(liveFreshnessText(live({ checkedAt, status: 'failing' }), NOW)).toBe(
      'Checked 40 s ago; the booking site is not answering right now',
    );
  });

  it('links a time to the tee-times page on its date and course', () => {
    expect(teeTimesLinkFor({ courseId: 3, date: '2026-06-21' })).toBe(
      '/tee-times?date=2026-06-21&courseIds=3',
    );
    expect(formatDayLabel('2026-06-21')).toBe('Sun, Jun 21');
  });
});
