import type { Closable } from '@teewatch/server/testing';
import type { Browser } from 'playwright-core';
import { type RunningApp, startApp } from './app-server';
import { hasBrowser, NO_BROWSER } from './browser';
import { test } from './test';

// The specs that only read the catalogue and tee times, or add rows of their own (a new golfer, new
// requests), share their worker's golfer app (support/test.ts): each start costs 3–6 s of a CPU the other
// workers need too (decision 0030). Specs that change what others see (the admin console, the alert and
// insights specs) keep an app of their own. Every spec drives its worker's Chromium (playwright.config.ts),
// in browser contexts of its own.

/**
 * Called in a describe: before its tests, the worker's shared simulator-backed app with GOLFER_APP_ENV
 * (started by the first spec that asks) and the worker's Chromium. Read both in tests.
 */
export function useSharedGolferApp(): {
  readonly app: RunningApp;
  readonly simulatorUrl: string;
  readonly browser: Browser;
} {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  test.beforeAll(async ({ golferApp, browser: workerBrowser }) => {
    test.skip(!hasBrowser, NO_BROWSER);
    app = golferApp;
    browser = workerBrowser;
  });
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
 * env `envFor` gives for it, and the worker's Chromium; after them, the app and the server closed.
 */
export function useOwnAppBeside<Server extends Closable>(
  startServer: () => Promise<Server>,
  envFor: (server: Server) => Record<string, string>,
): { readonly app: RunningApp; readonly browser: Browser; readonly server: Server } {
  let server: Server | undefined;
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  test.beforeAll(async ({ browser: workerBrowser }) => {
    test.skip(!hasBrowser, NO_BROWSER);
    // Starting an app compiles and migrates: 10–60 s on a loaded machine.
    test.setTimeout(300_000);
    browser = workerBrowser;
    server = await startServer();
    app = await startApp({ simulator: true, env: envFor(server) });
  });
  test.afterAll(async () => {
    await app?.stop();
    if (server) await ('close' in server ? server.close() : server.stop());
  });
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
