// @teewatch/server's public face ("exports" in package.json): what the benchmarks, the browser tests and
// the scripts may use. Everything else under src/ is the server's own; its features offer their services
// through `@teewatch/server/features/<name>` (each feature's index.ts).
export { type BuildAppOptions, buildApp } from './app';
export type { AppContext } from './app-context';
export { type Config, loadConfig, loadConfigOrExit } from './config';
export { CONFIG_KEYS } from './config/env-schema';
export { SECRET_KEYS } from './config/secret-files';
export { closeContext, createContext } from './create-context';
export { type Database, type Db, openDatabase } from './db/client';
export { applyOnlineIndexes, ONLINE_INDEXES } from './db/online-indexes';
export { rowsOf } from './db/rows-of';
export * as schema from './db/schema';
export { seedCatalogue } from './db/seed';
export { FIRST_CATALOGUE_COURSES, SEED_COURSES } from './db/seed-courses';
export { type JobRunner, startJobRunner } from './jobs/job-runner';
export { type Clock, systemClock } from './lib/clock';
/** Whether the current upstream request is a waiting golfer's (bench:cold-start's trace tells them apart). */
export { isInteractiveRead } from './lib/read-priority';
export { createSources, type Sources } from './sources/create-sources';
export type { SourceCourse } from './sources/tee-time-source';
export { budgetKey } from './sources/upstream-url';
