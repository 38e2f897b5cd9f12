// `@teewatch/server/testing`: the server's test kit, for the browser tests and the benchmarks (never for
// production code; the dependency rules forbid it there).

export { authenticatorCode } from './authenticator-app';
export * from './churn-replay-kit';
export { type Closable, closeAfterAll } from './close-after-all';
export { freshPostgresDatabase } from './fresh-postgres-database';
export * from './opening-history-seed';
export { providePostgresTemplate, seededPostgresTemplate } from './provide-postgres-template';
export { type RawAnswer, rawRequest } from './raw-request';
export { seededCourse } from './seeded-course';
export { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';
