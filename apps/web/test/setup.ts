import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadQueryClient } from '../src/lib/query';
import { apiServer } from './api-server';
import { guardConsoleErrors } from './console-guard';
import { WAIT_FOR_TIMEOUT_MS } from './wait-for-timeout';

// findBy* and waitFor wait for what they look for, up to a bound only a broken component reaches: the library's
// 1 s default is a race a loaded machine can lose (decision 0175). vi.waitFor calls pass the same bound.
configure({ asyncUtilTimeout: WAIT_FOR_TIMEOUT_MS });

// Components query through TanStack Query with the test's client (its provider), as every component does
// once the client has loaded in the browser; the store that runs before it is tested in src/lib/query.test.tsx.
beforeAll(() => loadQueryClient());

// The API answers through MSW (test/api-server.ts); a request no test handler answers is an error.
beforeAll(() => apiServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => apiServer.close());

guardConsoleErrors();

// Test files share a worker (`isolate: false` in vitest.config.ts), so each test leaves the globals,
// timers, spies and API handlers as it found them.
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
