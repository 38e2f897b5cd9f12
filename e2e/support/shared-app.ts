import { type Closable, closeAfterAll } from '@teewatch/server/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { GOLFER_APP_ENV } from '../golfer-helpers';
import { buildWebOnce, type RunningApp, startApp } from './app-server';
import { launchBrowser } from './browser';

// The specs that only read the catalogue and tee times, or add rows of their own (a new golfer, new
// requests), share one app with the golfer settings: each start costs 3–6 s of a CPU the other test files
// need too, and the browser suite is the run's longest file (decision 0030). Specs that change what others
// see (the admin console, the alert and insights specs) keep an app of their own.

let golferApp: Promise<RunningApp> | undefined;

/**
 * Called in a describe: before its tests, the shared simulator-backed app with GOLFER_APP_ENV (started by
 * the first spec that asks) and a Chromium of the describe's own, closed after them. Read both in tests.
 */
export function useSharedGolferApp(): {
  readonly app: RunningApp;
  readonly simulatorUrl: string;
  readonly browser: Browser;
} {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    buildWebOnce();
    golferApp ??= startApp({ simulator: true, env: GOLFER_APP_ENV });
    app = await golferApp;
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return {
    get app() {
      if (!app) throw new Error('the shared app is read before its beforeAll ran');
      return app;
    },
    /** The shared app always runs the simulator; its control API sets faults. */
    get simulatorUrl() {
      const url = this.app.simulatorUrl;
      if (!url) throw new Error('the shared app was started without its simulator');
      return url;
    },
    get browser() {
      if (!browser) throw new Error('the browser is read before its beforeAll ran');
      return browser;
    },
  };
}

/**
 * Called in a describe that needs a simulator-backed app of its own beside a local server the app sends to
 * (an SMTP server, the Twilio stand-in): before its tests, that server (`startServer`), the app with the
 * env `envFor` gives for it, and a Chromium; after them, the browser, the app and the server closed.
 */
export function useOwnAppBeside<Server extends Closable>(
  startServer: () => Promise<Server>,
  envFor: (server: Server) => Record<string, string>,
): { readonly app: RunningApp; readonly browser: Browser; readonly server: Server } {
  let server: Server | undefined;
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    buildWebOnce();
    server = await startServer();
    app = await startApp({ simulator: true, env: envFor(server) });
    browser = await launchBrowser();
  });
  closeAfterAll(() => [browser, app, server]);
  const started = <T>(thing: T | undefined, name: string): T => {
    if (!thing) throw new Error(`the ${name} is read before its beforeAll ran`);
    return thing;
  };
  return {
    get app() {
      return started(app, 'app');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get server() {
      return started(server, 'server');
    },
  };
}

/** Stops the shared app (browser.e2e.test.ts calls it after every spec). */
export async function stopSharedGolferApp(): Promise<void> {
  const app = golferApp;
  golferApp = undefined;
  await (await app?.catch(() => undefined))?.stop();
}
