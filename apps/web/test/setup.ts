import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadQueryClient } from '../src/lib/query';

// Components query through TanStack Query with the test's client (its provider), as every component does
// once the client has loaded in the browser; the store that runs before it is tested in src/lib/query.test.tsx.
beforeAll(() => loadQueryClient());

// Test files share a worker (`isolate: false` in vitest.config.ts), so each test leaves the globals,
// timers and spies as it found them.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
