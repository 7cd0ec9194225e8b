import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { resolveBuildId } from './scripts/build-id.ts';

/** One id per build: the persisted query cache's buster and the cache-busting parameter. */
const buildId = resolveBuildId();

// The router plugin must run before react() so route files are split before JSX is compiled.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./server/contract', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Every page needs React, the router, Query and the fetch client. Left to itself the
        // bundler scatters their shared pieces over many small chunks once lazy features import
        // them, and small chunks compress worse: one vendor chunk keeps the first load lean.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|ofetch|destr|ufo)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
