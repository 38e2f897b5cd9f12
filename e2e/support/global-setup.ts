import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedCatalogue } from '../../apps/server/src/db/seed';
import { CHROMIUM_LAUNCH_OPTIONS, hasBrowser } from './browser';

// Once per run: a migrated, seeded PGlite data folder that every browser test's app starts from (a copy),
// instead of each app migrating and seeding its own on start (10–40 s on a loaded machine; decision 0030).
// The app still runs its migrations and seed on start: both find nothing to do.
// Also one Chromium for the run: every file connects to it instead of starting its own.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed, migrated, seeded PGlite data folder to copy to `DATA_DIR/pglite`. */
    e2ePgliteTemplateDir?: string;
    /** The run's Chromium, for `chromium.connect`. */
    e2eBrowserWsEndpoint?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'teewatch-e2e-template-'));
  const database = await openDatabase({ dataDir: folder });
  await seedCatalogue(database.db);
  await database.close();
  project.provide('e2ePgliteTemplateDir', path.join(folder, 'pglite'));
  const browserServer = hasBrowser ? await chromium.launchServer(CHROMIUM_LAUNCH_OPTIONS) : undefined;
  if (browserServer) project.provide('e2eBrowserWsEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer?.close();
    rmSync(folder, { recursive: true, force: true });
  };
}
