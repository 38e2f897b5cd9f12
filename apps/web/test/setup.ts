import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Test files share a worker (`isolate: false` in vitest.config.ts), so each test leaves the globals,
// timers and spies as it found them.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
