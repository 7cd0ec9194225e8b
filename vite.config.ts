import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { resolveBuildId } from './scripts/build-id.ts';
import { pwaManifest } from './scripts/pwa-manifest.ts';
import { cacheBust } from './scripts/vite-cache-bust.ts';

/** One id per build: the persisted query cache's buster and the cache-busting parameter. */
const buildId = resolveBuildId();

// The router plugin must run before react() so route files are split before JSX is compiled.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    // sw/sw.ts states the caching policy; src/lib/pwa registers it (no injected script).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: pwaManifest(buildId),
      // Icon URLs carry ?v=: the glob below precaches the files themselves.
      includeManifestIcons: false,
      injectManifest: {
        // One classic script: no module-worker support needed, nothing left to import.
        rollupFormat: 'iife',
        // (The manifest is added by the plugin itself.)
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Screenshots are only for the install dialog; maps only for debugging.
        globIgnores: ['screenshots/**', '**/*.map'],
        // Hashed names already change with their content: no revision needed.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
    cacheBust(buildId),
  ],
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
    // The server reads it to hint each landing page's own route chunks (server/first-load).
    manifest: true,
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
            {
              // Tiny modules every first load needs that lazy chunks share too: split off, each
              // was a request of its own on the critical path (HTTP/1.1 has six connections).
              name: 'vendor',
              test: /(src[\\/]lib[\\/](api-client|toast[\\/]toast-store)|src[\\/]features[\\/]discover[\\/](model|api[\\/]query-keys)|server[\\/]contract[\\/]constants)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
