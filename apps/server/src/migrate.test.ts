import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type EntryProcess, entryEnv, killNow, probe, spawnEntry, terminate } from '../test/entry-processes';
import { freshPostgresDatabase } from '../test/fresh-postgres-database';
import { waitUntil } from '../test/wait-until';
import { codeMigrations } from './db/schema-version';

// Migrations once (decision 0220), with real processes on a fresh PostgreSQL database: serve.ts and
// worker.ts started with MIGRATE_ON_START=false wait, answering /readyz 503 "schema behind"; two
// `migrate.ts` at once both succeed and apply each migration once; then both processes become ready,
// and a SIGTERM ends each with exit code 0 (decision 0221).

const DATABASE = process.env.TEST_DATABASE_URL;

describe.skipIf(!DATABASE)(
  'migrate.ts, serve.ts and worker.ts on a fresh PostgreSQL',
  { tags: ['needs-postgres'] },
  () => {
    const processes: EntryProcess[] = [];
    const drops: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const entry of processes) killNow(entry);
      await Promise.all(processes.map((entry) => entry.exited));
      for (const drop of drops) await drop();
    });
    const start = (script: string, env: Record<string, string>) => {
      const entry = spawnEntry(script, env);
      processes.push(entry);
      return entry;
    };
    const isReady = async (port: number) => (await probe(port, '/readyz'))?.status === 200;

    // 300 s: a bound for four tsx processes on a loaded machine, not a speed.
    it('processes that do not migrate wait until two concurrent migrate runs have applied each migration once', async () => {
      const fresh = await freshPostgresDatabase(DATABASE!, { prefix: 'teewatch_lifecycle' });
      drops.push(fresh.drop);
      const waiting = { MIGRATE_ON_START: 'false', SCHEMA_WAIT_SECONDS: '280' };
      const api = start('apps/server/src/serve.ts', { ...entryEnv(fresh.url), ...waiting, PORT: '0' });
      const worker = start('apps/server/src/worker.ts', {
        ...entryEnv(fresh.url),
        ...waiting,
        WORKER_HEALTH_PORT: '0',
      });
      const apiPort = Number((await api.line(/probes on port (\d+)/))[1]);
      const workerPort = Number((await worker.line(/worker health server on port (\d+)/))[1]);
      for (const port of [apiPort, workerPort]) {
        await waitUntil(async () => (await probe(port, '/readyz')) !== undefined, `probes on ${port}`);
        expect(await probe(port, '/readyz')).toEqual({
          status: 503,
          body: {
            success: false,
            error: 'Schema behind: waiting for migrations',
            data: { status: 'not_ready', database: 'ok', schema: 'behind', draining: false },
          },
        });
        expect((await probe(port, '/livez'))?.status).toBe(200);
      }
      expect(api.output()).toMatch(/schema behind: \d+ migration\(s\) pending/);

      const migrations = [1, 2].map(() => start('apps/server/src/migrate.ts', entryEnv(fresh.url)));
      expect(await Promise.all(migrations.map((migration) => migration.exited))).toEqual([0, 0]);
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ created_at: string }>(
          'select created_at from drizzle.__drizzle_migrations order by created_at',
        );
        expect(rows.map((row) => Number(row.created_at))).toEqual(codeMigrations());
      } finally {
        await client.end();
      }

      await waitUntil(() => isReady(workerPort), 'the worker ready', 120_000);
      await worker.line(/worker started/);
      // The API's port passes from the probes to the app: the same port, ready.
      await api.line(/Teewatch API at/);
      await waitUntil(() => isReady(apiPort), 'the API ready', 120_000);
      expect((await probe(apiPort, '/livez'))?.status).toBe(200);
      expect(await Promise.all([terminate(api), terminate(worker)])).toEqual([0, 0]);

      // A newer release migrated: this release's migrate applies nothing and fails, and its worker refuses
      // to start, even one that migrates at start (the roll-forward rollback of decision 0220).
      const newer = new pg.Client({ connectionString: fresh.url });
      await newer.connect();
      try {
        await newer.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
          'newer-release',
          (codeMigrations().at(-1) ?? 0) + 1000,
        ]);
      } finally {
        await newer.end();
      }
      const older = [
        start('apps/server/src/migrate.ts', entryEnv(fresh.url)),
        start('apps/server/src/worker.ts', { ...entryEnv(fresh.url), WORKER_HEALTH_PORT: '0' }),
      ];
      expect(await Promise.all(older.map((entry) => entry.exited))).toEqual([1, 1]);
      for (const entry of older) expect(entry.output()).toContain('schema is ahead of this release');
    }, 300_000);
  },
);
