import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // One jsdom and one copy of React per worker instead of per file: evaluating the modules again
    // for each file was ~60% of this project's time (vitest's own report). test/setup.ts resets what
    // a test may change.
    isolate: false,
    // A bound, not a speed (decision 0175): vitest's 5 s default failed tests on a loaded machine.
    testTimeout: 30_000,
  },
});
