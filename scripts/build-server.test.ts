import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, externalPackagesOf, missingInProduction, packageNameOf } from './build-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe("the server's production build", () => {
  const work = mkdtempSync(path.join(tmpdir(), 'build-server-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('bundles our code, the workspace packages included, and imports only production dependencies', async () => {
    const metafile = await buildServer({ write: false, outdir: path.join(work, 'unwritten') });
    const outputs = Object.keys(metafile.outputs).map((file) => path.basename(file));
    expect(outputs).toEqual(expect.arrayContaining(['serve.js', 'worker.js', 'migrate.js', 'serve.js.map']));
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.some((file) => file.startsWith('packages/shared/src/'))).toBe(true);
    expect(inputs.filter((file) => file.includes('node_modules/'))).toEqual([]);
    expect(externalPackagesOf(metafile)).toEqual(expect.arrayContaining(['fastify', 'pg', 'sharp']));
    expect(missingInProduction(metafile)).toEqual([]);
  });

  it('names a development dependency the bundle would import', async () => {
    const entry = path.join(work, 'uses-dev.ts');
    writeFileSync(
      entry,
      "import { SMTPServer } from 'smtp-server';\nimport pg from 'pg';\nconsole.log(SMTPServer, pg);\n",
    );
    const metafile = await buildServer({
      write: false,
      outdir: path.join(work, 'dev'),
      entryPoints: [entry],
    });
    expect(externalPackagesOf(metafile)).toEqual(['pg', 'smtp-server']);
    expect(missingInProduction(metafile)).toEqual(['smtp-server']);
  });

  it('reads a package name from an import', () => {
    expect(packageNameOf('drizzle-orm/pg-core')).toBe('drizzle-orm');
    expect(packageNameOf('@react-email/render')).toBe('@react-email/render');
    expect(packageNameOf('better-auth/adapters/drizzle')).toBe('better-auth');
  });

  // The bundle sits where the sources' import.meta.url paths still hold: migrate finds the migrations folder.
  it('runs `migrate` with plain node, applying the migrations to an embedded database', {
    timeout: 300_000,
  }, async () => {
    const copy = path.join(work, 'copy');
    mkdirSync(path.join(copy, 'apps/server'), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
    symlinkSync(path.join(ROOT, 'apps/server/drizzle'), path.join(copy, 'apps/server/drizzle'));
    await buildServer({ outdir: path.join(copy, 'apps/server/dist/bin') });
    const dataDir = path.join(work, 'data');
    const result = spawnSync(process.execPath, ['--enable-source-maps', 'apps/server/dist/bin/migrate.js'], {
      cwd: copy,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('schema current');
    expect(result.status).toBe(0);
  });
});
