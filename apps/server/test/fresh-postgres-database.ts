import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A new database `<prefix>_<random>` on the PostgreSQL server at `serverUrl` (a copy of `template` when
 * given), its URL, and how to drop it. The test run's template, each test app's copy and each bench run
 * all start this way.
 */
export async function freshPostgresDatabase(
  serverUrl: string,
  options: { prefix: string; template?: string },
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${options.prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(
    serverUrl,
    `create database ${name}${options.template ? ` template ${options.template}` : ''}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** CREATE and DROP DATABASE cannot run inside the database they name, so each gets its own connection. */
async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
