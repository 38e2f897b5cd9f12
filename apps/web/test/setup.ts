import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadQueryClient } from '../src/lib/query';
import { apiServer } from './api-server';
import { guardConsoleErrors } from './console-guard';

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
