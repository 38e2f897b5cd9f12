import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-context';
import { codeMigrations } from '../db/schema-version';
import { createReadiness } from '../lib/readiness';
import { buildWorkerHealthServer } from './worker-health-server';

// /livez and /readyz, on the API (features/health) and on the worker's own server, against a real app's
// database (decision 0221): 503 with what failed while the schema is behind or the process drains,
// /livez 200 throughout; a schema ahead (the next release rolling out) stays ready.

describe('liveness and readiness probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const latest = () => codeMigrations().at(-1) ?? 0;

  it('the API answers ready, then 503 "schema behind" while its last migration is missing, /livez 200 throughout', async () => {
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      success: true,
      data: { status: 'ready', database: 'ok', schema: 'current', draining: false },
    });
    await t.ctx.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${latest()}`,
    );
    try {
      const behind = await t.app.inject({ url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({
        success: false,
        error: 'Schema behind: waiting for migrations',
        data: { status: 'not_ready', database: 'ok', schema: 'behind', draining: false },
      });
      expect((await t.app.inject({ url: '/livez' })).statusCode).toBe(200);
    } finally {
      await t.ctx.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${latest()} where created_at = ${latest() - 1}`,
      );
    }
    await t.ctx.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('next', ${latest() + 1})`,
    );
    try {
      const ahead = await t.app.inject({ url: '/readyz' });
      expect(ahead.statusCode).toBe(200);
      expect(ahead.json().data.schema).toBe('ahead');
    } finally {
      await t.ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'next'`);
    }
  });

  it('the worker health server answers the same probes, serves the routes it is given, and says "draining" at once', async () => {
    const readiness = createReadiness({ db: t.ctx.db });
    const health = await buildWorkerHealthServer({
      readiness,
      routes: async (app) => {
        app.get('/metrics', async () => 'worker_up 1\n');
      },
    });
    try {
      expect((await health.inject({ url: '/readyz' })).json().data.status).toBe('ready');
      expect((await health.inject({ url: '/metrics' })).body).toBe('worker_up 1\n');
      readiness.startDraining();
      const draining = await health.inject({ url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({
        success: false,
        error: 'Draining: the process is stopping',
        data: { status: 'not_ready', draining: true, schema: 'current' },
      });
      const live = await health.inject({ url: '/livez' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ success: true, data: { status: 'live' } });
      expect((await health.inject({ url: '/nope' })).statusCode).toBe(404);
    } finally {
      await health.close();
    }
  });

  it('the API says "draining" once its readiness is turned off, and keeps /health as it was', async () => {
    t.ctx.readiness.startDraining();
    const draining = await t.app.inject({ url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json().data).toEqual({
      status: 'not_ready',
      database: 'ok',
      schema: 'current',
      draining: true,
    });
    expect((await t.app.inject({ url: '/livez' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});
