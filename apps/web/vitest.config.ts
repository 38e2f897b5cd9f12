import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: { name: 'web', root: import.meta.dirname, environment: 'jsdom', setupFiles: ['./test/setup.ts'] },
});
