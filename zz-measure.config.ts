import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { root: 'e2e', include: ['zz-measure-start.e2e.test.ts'], testTimeout: 600_000, hookTimeout: 600_000 } });
