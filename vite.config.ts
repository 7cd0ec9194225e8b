import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { resolveBuildId } from './scripts/build-id.ts';
import { pwaManifest } from './scripts/pwa-manifest.ts';
import { cacheBust } from './scripts/vite-cache-bust.ts';
import { firstPaintRenderer } from './scripts/vite-first-paint.ts';

/** React, the router and Query: every page runs on them. */
const RUNTIME_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/;
/** ofetch and its helpers: loaded with the first write (src/lib/api-client.ts). */
const WRITE_CLIENT = /node_modules[\\/](ofetch|destr|ufo)[\\/]/;

/** One id per build: the persisted query cache's buster and the cache-busting parameter. */
const buildId = resolveBuildId();
const defines = { __BUILD_ID__: JSON.stringify(buildId) };

// The router plugin must run before react() so route files are split before JSX is compiled.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // What stays in the route tree (and so in every first load) is what matching needs:
      // paths, search validation, guards. A page's loader travels with its component, and the
      // pending and not-found views are chunks of their own.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
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
    firstPaintRenderer(defines),
  ],
  define: defines,
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./server/contract', import.meta.url)),
      // React 19 has useSyncExternalStore: the shim's fallback for React 17 is dead weight in
      // every first load (the package's own non-shim entry takes React's).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Vite's per-import dependency lists stay (1.6 KB gzip of the entry): without them a start
    // from the worker's cache, which has no server hints, fetched a page's chunks one after
    // another (warm repeat 704 ms, offline start 600 ms, against 572 and 531 with them).
    // The server reads it to hint each landing page's own route chunks (server/first-load).
    manifest: true,
    // The modulepreload polyfill stays: without it the entry module falls into the app chunk,
    // the shell gets three module scripts and the manifest no entry, which the server's first
    // paint (boot-after-paint) and its hints (route-chunks) rely on.
    rolldownOptions: {
      output: {
        // Lazy chunks by content hash alone: the first load carries the name of every lazy
        // chunk (the preload lists below), and the names were 0.9 KB of its gzip. The source
        // maps and the manifest (.vite/manifest.json) still say what each file holds.
        chunkFileNames: 'assets/[hash].js',
        // Every page needs React, the router and Query. Left to itself the bundler scatters
        // their shared pieces over many small chunks once lazy features import them, and small
        // chunks compress worse: one vendor chunk for what the first load runs ($initial: on the
        // entry's static imports), one for the write client (ofetch), and one for the rest
        // (mutations, parallel queries), each loaded by the first page that needs it.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: RUNTIME_LIBRARIES,
              tags: ['$initial'],
            },
            {
              // The app's own start-up code in one chunk: split by what shares it, it made a
              // dozen sub-kilobyte files, each compressing worse and each a request.
              name: 'app',
              test: /[\\/](src|server[\\/]contract)[\\/]/,
              tags: ['$initial'],
            },
            {
              name: 'vendor-write',
              test: WRITE_CLIENT,
            },
            {
              name: 'vendor-lazy',
              test: RUNTIME_LIBRARIES,
              entriesAware: true,
              entriesAwareMergeThreshold: 2048,
            },
          ],
        },
      },
    },
  },
});
