import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedCatalogue } from '../src/db/seed';
import { freshPostgresDatabase } from './fresh-postgres-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name of a migrated, seeded PostgreSQL database to copy (when the run has TEST_DATABASE_URL). */
    postgresTemplateDatabase?: string;
  }
}

/**
 * When the run has PostgreSQL (TEST_DATABASE_URL): a new database on it, migrated and seeded with the
 * catalogue, named to `project`'s tests as `postgresTemplateDatabase` for their apps to copy (CREATE
 * DATABASE … TEMPLATE), and how to drop it at the end of the run. Undefined without PostgreSQL. The server
 * suite's and the browser suite's global setups both start here.
 */
export async function providePostgresTemplate(
  project: TestProject,
  prefix: string,
): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const template = await seededPostgresTemplate(serverUrl, prefix);
  project.provide('postgresTemplateDatabase', template.name);
  return template.drop;
}

/**
 * A new database `<prefix>_<random>` on the PostgreSQL server at `serverUrl`, migrated and seeded with the
 * catalogue: its name, and how to drop it. The browser specs' global setup (Playwright's) names it to its
 * workers itself.
 */
export async function seededPostgresTemplate(
  serverUrl: string,
  prefix: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const template = await freshPostgresDatabase(serverUrl, { prefix });
  const database = await openDatabase({ databaseUrl: template.url, dataDir: tmpdir() });
  await seedCatalogue(database.db);
  await database.close();
  return { name: template.name, drop: template.drop };
}
