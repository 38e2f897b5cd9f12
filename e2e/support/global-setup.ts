import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, seedCatalogue } from '@teewatch/server';
import type { TestProject } from 'vitest/node';

// Once per run: a migrated, seeded PGlite data folder that every browser test's app starts from (a copy),
// instead of each app migrating and seeding its own on start (10–40 s on a loaded machine; decision 0030).
// The app still runs its migrations and seed on start: both find nothing to do.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed, migrated, seeded PGlite data folder to copy to `DATA_DIR/pglite`. */
    e2ePgliteTemplateDir?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'teewatch-e2e-template-'));
  const database = await openDatabase({ dataDir: folder });
  await seedCatalogue(database.db);
  await database.close();
  project.provide('e2ePgliteTemplateDir', path.join(folder, 'pglite'));
  return () => rmSync(folder, { recursive: true, force: true });
}
