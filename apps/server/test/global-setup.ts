import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedCatalogue } from '../src/db/seed';
import { providePostgresTemplate } from './provide-postgres-template';

// Once per test run: one migrated, seeded database every test app starts from, instead of each app
// migrating and seeding its own. On PostgreSQL (TEST_DATABASE_URL) a template database that
// test-context.ts copies with CREATE DATABASE … TEMPLATE; on PGlite a dumped data folder that each
// in-memory PGlite loads.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, seeded PGlite data folder. */
    pgliteTemplatePath?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dropTemplate = await providePostgresTemplate(project, 'teewatch_template');
  if (dropTemplate) return dropTemplate;
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedCatalogue(database.db);
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'teewatch-template-'));
  const file = path.join(folder, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}
