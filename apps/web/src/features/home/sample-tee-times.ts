// The home strip's fixed sample data (golfer-side §2, §9): 9 courses, dated 5 days ahead, shuffled,
// prices about $32 to $65. Kept free of the shared contract (zod) so the home page stays light.

export type SampleTeeTime = {
  courseName: string;
  region: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
  availableSpots: number;
  maxPlayers: number;
  price: number;
};

export const SAMPLE_DAYS_AHEAD = 5;

const SAMPLES: Omit<SampleTeeTime, 'date'>[] = [
  {
    courseName: 'Langara Golf Course',
    region: 'Vancouver',
    time: '07:20',
    availableSpots: 4,
    maxPlayers: 4,
    price: 62,
  },
  {
    courseName: 'Fraserview Golf Course',
    region: 'Vancouver',
    time: '08:10',
    availableSpots: 2,
    maxPlayers: 4,
    price: 65,
  },
  {
    courseName: 'McCleery Golf Course',
    region: 'Vancouver',
    time: '09:40',
    availableSpots: 3,
    maxPlayers: 4,
    price: 58,
  },
  {
    courseName: 'Burnaby Mountain Golf Course',
    region: 'Burnaby',
    time: '10:30',
    availableSpots: 4,
    maxPlayers: 4,
    price: 60,
  },
  {
    courseName: 'Riverway Golf Course',
    region: 'Burnaby',
    time: '11:50',
    availableSpots: 2,
    maxPlayers: 4,
    price: 55,
  },
  {
    courseName: 'Country Meadows Golf Club',
    region: 'Richmond',
    time: '13:10',
    availableSpots: 1,
    maxPlayers: 4,
    price: 48,
  },
  {
    courseName: 'Mylora Executive Golf Club',
    region: 'Richmond',
    time: '14:20',
    availableSpots: 4,
    maxPlayers: 4,
    price: 32,
  },
  {
    courseName: 'Savage Creek Golf Course',
    region: 'Richmond',
    time: '15:40',
    availableSpots: 2,
    maxPlayers: 4,
    price: 36,
  },
  {
    courseName: 'Surrey Golf Club',
    region: 'Surrey',
    time: '16:30',
    availableSpots: 3,
    maxPlayers: 4,
    price: 52,
  },
];

function isoDateDaysAhead(days: number, now: Date): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Fisher–Yates with an injectable random source, so tests can pin the order. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const swap = Math.floor(random() * (index + 1));
    [result[index], result[swap]] = [result[swap] as T, result[index] as T];
  }
  return result;
}

export function sampleTeeTimes(now: Date, random: () => number = Math.random): SampleTeeTime[] {
  const date = isoDateDaysAhead(SAMPLE_DAYS_AHEAD, now);
  return shuffle(SAMPLES, random).map((sample) => ({ ...sample, date }));
}

/** Scroll speed: half a pixel per animation frame. */
export const STRIP_PX_PER_FRAME = 0.5;

/** The next offset of a strip whose content repeats every `loopWidth` pixels. */
export function nextStripOffset(offset: number, loopWidth: number): number {
  if (loopWidth <= 0) return 0;
  const next = offset + STRIP_PX_PER_FRAME;
  return next >= loopWidth ? next - loopWidth : next;
}
