import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OpeningOdds } from '@teewatch/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpeningOddsNote, oddsScopeText, weekdaysOf } from './opening-odds-note';

// Two reopenings: too few to say when they usually came or how long one stayed free.
const SENTENCE = 'Times like this at Langara Golf Course reopened twice in the last 14 days.';

describe('OpeningOddsNote', () => {
  it('names the weekdays of the chosen dates and the window', () => {
    expect(weekdaysOf(['2026-06-20', '2026-06-21', '2026-06-27'])).toEqual([0, 6]);
    expect(oddsScopeText('07:00', '10:00', [0, 6])).toBe('7:00 AM – 10:00 AM tee times on Sun and Sat');
    expect(oddsScopeText('07:00', '10:00', [])).toBe('7:00 AM – 10:00 AM tee times');
    expect(oddsScopeText('07:00', '10:00', [1, 3, 5])).toBe(
      '7:00 AM – 10:00 AM tee times on Mon, Wed and Fri',
    );
  });

  it('asks for courses first', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OpeningOddsNote courseIds={[]} timeStart="07:00" timeEnd="10:00" dates={[]} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Choose courses to see how often times like these reopen.')).toBeTruthy();
  });

  it("shows each course's sentence in a polite live region", () => {
    const client = new QueryClient();
    const answer: OpeningOdds = {
      generatedAt: '2026-06-20T19:00:00.000Z',
      timeStart: '07:00',
      timeEnd: '10:00',
      weekdays: [6],
      courses: [
        {
          courseId: 1,
          courseName: 'Langara Golf Course',
          watchedDays: 20,
          hasEnoughHistory: true,
          periodDays: 14,
          reopenings: 2,
          usually: null,
          medianMinutesFree: null,
          closedReopenings: 2,
          sentence: SENTENCE,
        },
      ],
    };
    // The answer the server gave for this question, as TanStack Query holds it.
    client.setQueryData(
      ['opening-odds', { courseIds: [1], timeStart: '07:00', timeEnd: '10:00', weekdays: [6] }],
      answer,
    );
    render(
      <QueryClientProvider client={client}>
        <OpeningOddsNote courseIds={[1]} timeStart="07:00" timeEnd="10:00" dates={['2026-06-27']} />
      </QueryClientProvider>,
    );
    const sentence = screen.getByText(SENTENCE);
    expect(sentence.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText('For 7:00 AM – 10:00 AM tee times on Sat, from what Teewatch saw:')).toBeTruthy();
  });
});
