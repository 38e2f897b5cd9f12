import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, seedCatalogue } from '@teewatch/server';
import { providePostgresTemplate } from '@teewatch/server/testing';
import type { TestProject } from 'vitest/node';

// Once per run: one migrated, seeded database that every browser test's app starts from (a copy), instead
// of each app migrating and seeding its own on start (10–40 s on a loaded machine; decision 0030). On
// PostgreSQL (TEST_DATABASE_URL, as CI runs) a template database each app copies with CREATE DATABASE …
// TEMPLATE: the embedded PGlite spent over half of an app's CPU, and the apps most of the browser suite's
// (decision 0211); without it, a PGlite data folder each app copies. The app still runs its migrations and
// seed on start: both find nothing to do.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed, migrated, seeded PGlite data folder to copy to `DATA_DIR/pglite`. */
    e2ePgliteTemplateDir?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dropTemplate = await providePostgresTemplate(project, 'teewatch_e2e_template');
  if (dropTemplate) return dropTemplate;
  const folder = mkdtempSync(path.join(tmpdir(), 'teewatch-e2e-template-'));
  const database = await openDatabase({ dataDir: folder });
  await seedCatalogue(database.db);
  await database.close();
  project.provide('e2ePgliteTemplateDir', path.join(folder, 'pglite'));
  return async () => rmSync(folder, { recursive: true, force: true });
}
