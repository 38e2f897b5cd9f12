import { tmpdir } from 'node:os';
import { openDatabase } from '../src/db/client';
import { seedCatalogue } from '../src/db/seed';
import { freshPostgresDatabase } from './fresh-postgres-database';

/**
 * A new database on the PostgreSQL server at `serverUrl`, migrated and seeded with the catalogue, for a
 * test run's apps to copy (CREATE DATABASE … TEMPLATE): the server suite's and the browser suite's global
 * setups both start from one. Its name, and how to drop it at the end of the run.
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
