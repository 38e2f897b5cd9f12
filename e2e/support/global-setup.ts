import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, seedCatalogue } from '@teewatch/server';
import { seededPostgresTemplate } from '@teewatch/server/testing';
import { buildWebOnce, E2E_TEMPLATE_ENV } from './app-server';

// Once per run (Playwright's global setup), before any worker starts: the web app built, so that two
// workers never build it at once, and one migrated, seeded database that every browser test's app starts
// from (a copy), instead of each app migrating and seeding its own on start (10–40 s on a loaded machine;
// decision 0030). On PostgreSQL (TEST_DATABASE_URL, as CI runs) a template database each app copies with
// CREATE DATABASE … TEMPLATE: the embedded PGlite spent over half of an app's CPU, and the apps most of the
// browser suite's (decision 0211); without it, a PGlite data folder each app copies. The app still runs its
// migrations and seed on start: both find nothing to do. Workers read the names from the environment,
// which Playwright hands them from here.

export default async function globalSetup(): Promise<() => Promise<void>> {
  buildWebOnce();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await seededPostgresTemplate(serverUrl, 'teewatch_e2e_template');
    process.env[E2E_TEMPLATE_ENV.postgres] = template.name;
    return template.drop;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'teewatch-e2e-template-'));
  const database = await openDatabase({ dataDir: folder });
  await seedCatalogue(database.db);
  await database.close();
  process.env[E2E_TEMPLATE_ENV.pglite] = path.join(folder, 'pglite');
  return async () => rmSync(folder, { recursive: true, force: true });
}
