import type { CourseTeeTimes } from '@teewatch/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { soonestSlots } from '../soonest-slots';
import { FIRST_SLOTS_SHOWN } from './course-results';
import { TeeTimesResults } from './tee-times-results';

/** The results as the page shows them by course, inside a router (their "Alert me for this" links). */
function Results(
  props: Pick<ComponentProps<typeof TeeTimesResults>, 'results' | 'bookingUrls'> &
    Partial<ComponentProps<typeof TeeTimesResults>>,
) {
  return (
    <MemoryRouter>
      <TeeTimesResults
        view="courses"
        alertLinkOf={(result, slot) => `/waitlist?courseIds=${result.courseId}&at=${slot?.time ?? 'any'}`}
        emptyAlertLink="/waitlist?empty=1"
        {...props}
      />
    </MemoryRouter>
  );
}

// The real cards for the states the mirror sends; the clock is pinned (Jul 13 2026, 3:30 PM Vancouver).
const NOW = new Date('2026-07-13T22:30:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();
const SLOT = { time: '08:00', price: 55, availableSpots: 4, maxPlayers: 4, holes: 18 };
const base = { region: 'Vancouver', date: '2026-07-14', teeTimeSlots: [SLOT], fetchedAt: ago(40) };

const results: CourseTeeTimes[] = [
  { ...base, courseId: 1, courseName: 'Fresh Links', status: 'fresh' },
  {
    ...base,
    courseId: 2,
    courseName: 'Stale Links',
    status: 'stale',
    fetchedAt: ago(900),
    error: 'did not answer in time',
  },
  {
    ...base,
    courseId: 3,
    courseName: 'Silent Links',
    status: 'failing',
    teeTimeSlots: [],
    fetchedAt: null,
    error: 'HTTP 503',
  },
  {
    ...base,
    courseId: 4,
    courseName: 'Later Links',
    status: 'not_bookable_yet',
    teeTimeSlots: [],
    fetchedAt: null,
    bookingOpensAt: '2026-07-25T14:00:00Z',
  },
  { ...base, courseId: 5, courseName: 'Full Links', status: 'fresh', teeTimeSlots: [] },
];

const card = (name: string) => screen.getByRole('article', { name });

describe('tee-times results', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('gives each state its own card, never "0 slots available" for a silent source', () => {
    render(<Results results={results} bookingUrls={new Map([[1, 'https://example.com/book']])} />);
    expect(within(card('Fresh Links')).getByText('1 slot available')).toBeTruthy();
    expect(within(card('Fresh Links')).getByText('Checked 40 s ago')).toBeTruthy();
    expect(
      within(card('Stale Links')).getByText(/showing times checked 15 min ago \(did not answer in time\)/),
    ).toBeTruthy();
    expect(within(card('Silent Links')).getByText('Not answering')).toBeTruthy();
    expect(within(card('Silent Links')).queryByText(/slots? available/)).toBeNull();
    expect(within(card('Later Links')).getByText('Bookings open on Sat, Jul 25 at 7:00 AM')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Full Links' })).toBeNull();
    expect(screen.queryByText('No Tee Times Available')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the time beside "Book Now" when the link cannot land on it, and offers each slot as an .ics', () => {
    const hinted: CourseTeeTimes = {
      ...results[0]!,
      teeTimeSlots: [
        {
          ...SLOT,
          bookingUrl: 'https://golfvancouver.cps.golf/onlineresweb/search-teetime',
          bookingHint: 'Choose 8:00 AM on Tue, Jul 14 on the course’s site',
        },
        {
          ...SLOT,
          time: '08:10',
          holes: 9,
          bookingUrl: 'https://www.chronogolf.com/club/x/booking/#/teetime/review?teetime_id=1',
        },
      ],
    };
    render(<Results results={[hinted]} bookingUrls={new Map()} />);
    const book = within(card('Fresh Links')).getByTitle('Fresh Links, 8:00 AM');
    const hint = within(card('Fresh Links')).getByText('Choose 8:00 AM on Tue, Jul 14 on the course’s site');
    expect(book.getAttribute('aria-describedby')).toBe(hint.id);
    // A link that lands on the time needs no words.
    const deep = within(card('Fresh Links')).getByTitle('Fresh Links, 8:10 AM');
    expect(deep.getAttribute('aria-describedby')).toBeNull();
    const calendars = within(card('Fresh Links')).getAllByRole('link', { name: /^Add to calendar/ });
    expect(calendars.map((link) => link.getAttribute('href'))).toEqual([
      '/api/tee-times/calendar.ics?courseId=1&date=2026-07-14&time=08%3A00&holes=18',
      '/api/tee-times/calendar.ics?courseId=1&date=2026-07-14&time=08%3A10&holes=9',
    ]);
    expect(calendars[0]!.hasAttribute('download')).toBe(true);
    expect(calendars[0]!.textContent).toBe('Add to calendar: Fresh Links, 8:00 AM (.ics file)');
  });

  it("shows a course's first eight times, and all of them when the golfer asks", () => {
    const times = Array.from({ length: 11 }, (_, index) => `${String(7 + index).padStart(2, '0')}:00`);
    const busy: CourseTeeTimes = { ...results[0]!, teeTimeSlots: times.map((time) => ({ ...SLOT, time })) };
    render(<Results results={[busy, results[1]!]} bookingUrls={new Map([[1, 'https://example.com/b']])} />);
    const slotLinks = () => within(card('Fresh Links')).getAllByRole('link', { name: /Book Now/ });
    expect(within(card('Fresh Links')).getByText('11 slots available')).toBeTruthy();
    expect(slotLinks()).toHaveLength(FIRST_SLOTS_SHOWN);
    const more = within(card('Fresh Links')).getByRole('button', {
      name: 'Show all 11 times at Fresh Links',
    });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls') ?? '')?.tagName).toBe('UL');
    fireEvent.click(more);
    expect(slotLinks().map((link) => link.getAttribute('title'))).toEqual(
      times.map(
        (time) => `Fresh Links, ${Number(time.slice(0, 2)) % 12 || 12}:00 ${time < '12' ? 'AM' : 'PM'}`,
      ),
    );
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(
      within(card('Fresh Links')).getByRole('button', { name: 'Show fewer times at Fresh Links' }),
    );
    expect(slotLinks()).toHaveLength(FIRST_SLOTS_SHOWN);
    // A course with no more than eight has no button.
    expect(within(card('Stale Links')).queryByRole('button', { name: /^Show/ })).toBeNull();
  });

  it('all sources silent: the banner instead of "No Tee Times Available"', () => {
    render(<Results results={[results[2]!, results[3]!]} bookingUrls={new Map()} />);
    expect(screen.getByRole('alert').textContent).toContain("The courses' booking systems are not answering");
    expect(screen.queryByText('No Tee Times Available')).toBeNull();
  });

  it('sources answered with nothing: the spec’s empty state', () => {
    render(<Results results={[results[4]!, results[2]!]} bookingUrls={new Map()} />);
    expect(screen.getByText('No Tee Times Available')).toBeTruthy();
    expect(screen.getByText('No available times found for your selected criteria.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the Soonest view', () => {
  const at = (courseId: number, courseName: string, times: string[]): CourseTeeTimes => ({
    ...base,
    courseId,
    courseName,
    status: 'fresh',
    teeTimeSlots: times.map((time) => ({ ...SLOT, time })),
  });
  const mixed = [
    at(1, 'Burnaby Links', ['09:10', '07:30']),
    at(2, 'Alder Hills', ['08:00', '07:30', '10:00']),
  ];

  it('lists every course’s times in time order, courses in name order at one time', () => {
    expect(soonestSlots(mixed).map(({ result, slot }) => `${slot.time} ${result.courseName}`)).toEqual([
      '07:30 Alder Hills',
      '07:30 Burnaby Links',
      '08:00 Alder Hills',
      '09:10 Burnaby Links',
      '10:00 Alder Hills',
    ]);
  });

  it('names the course on each row and links each to the waitlist around its time', () => {
    render(<Results results={mixed} bookingUrls={new Map()} view="soonest" />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.slice(0, 20))).toEqual([
      expect.stringContaining('7:30 AMAlder Hills'),
      expect.stringContaining('7:30 AMBurnaby Links'),
      expect.stringContaining('8:00 AMAlder Hills'),
      expect.stringContaining('9:10 AMBurnaby Links'),
      expect.stringContaining('10:00 AMAlder Hills'),
    ]);
    const alert = within(rows[0]!).getByRole('link', { name: /Alert me for this/ });
    expect(alert.getAttribute('href')).toBe('/waitlist?courseIds=2&at=07:30');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('offers "Alert me for this" from an empty result', () => {
    render(<Results results={[at(5, 'Full Links', [])]} bookingUrls={new Map()} />);
    expect(screen.getByText('No Tee Times Available')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Alert me for this/ }).getAttribute('href')).toBe(
      '/waitlist?empty=1',
    );
  });
});
