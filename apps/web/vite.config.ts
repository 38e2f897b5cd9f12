import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineCss } from './vite/inline-css';
import { PAGE_PRELOADS } from './vite/page-preloads';
import { pageShells } from './vite/page-shells';
import { precompress } from './vite/precompress';
import { routePreloads } from './vite/route-preloads';

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads(PAGE_PRELOADS), pageShells(), inlineCss(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/health': 'http://localhost:3000' },
  },
  // No source maps in the build: they would publish the whole client source (issue 13). Debug with `npm run dev`.
  // The home page's JavaScript is measured in Chromium against its budget by `npm run budget` (scripts/).
  build: { outDir: 'dist', sourcemap: false, reportCompressedSize: true },
});
