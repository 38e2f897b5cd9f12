/**
 * The one shape of a clock, for every app: whatever needs the current time takes `clock: Clock` (or a
 * `now: Date` read from one once). Shared code never reads the wall clock itself; each app has one
 * module that does (apps/server/src/lib/clock.ts, apps/web/src/lib/clock.ts).
 */
export type Clock = () => Date;
