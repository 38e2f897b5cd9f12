import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/health': 'http://localhost:3000' },
  },
  // The manifest lets `npm run size` measure the home page's initial JavaScript.
  // No source maps in the build: they would publish the whole client source (issue 13). Debug with `npm run dev`.
  build: { outDir: 'dist', sourcemap: false, reportCompressedSize: true, manifest: true },
});
