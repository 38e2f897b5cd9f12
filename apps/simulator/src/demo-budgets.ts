// The request budgets `npm run demo` gives the simulator, which is ours: the defaults (ChronoGolf 1/s,
// CPS 4/s) protect the real hosts, and at 1/s the simulator's full ChronoGolf sheets (about 25 pages a
// date for 13 courses) cannot even be read once a minute for the near dates, so a demo at the real budget
// would show mid and far dates unread for many minutes. A value set in the environment still wins.
// See docs/decisions/0012-tee-sheet-mirror.md.
export const DEMO_BUDGETS = {
  CHRONOGOLF_REQUESTS_PER_SECOND: process.env.CHRONOGOLF_REQUESTS_PER_SECOND ?? '5',
  CPS_REQUESTS_PER_SECOND: process.env.CPS_REQUESTS_PER_SECOND ?? '4',
};
