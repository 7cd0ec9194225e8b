import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
// Where the renderer goes inside the build, as the server loads it: never served
// (server/static.ts), never precached (a dot folder is outside the worker's glob).
import { RENDERER_PATH } from '../server/first-load/first-paint.ts';

const ENTRY = 'src/first-paint/render-first-paint.tsx';

/**
 * The server's first paint of the landing pages (src/first-paint) is the app's own pages rendered
 * on the server, so every client build also builds their renderer for Node: one self-contained
 * file (dependencies bundled, so a build served from any directory runs it), with the client's
 * aliases and defines and none of its plugins (no route splitting, no worker, no CSS).
 */
export function firstPaintRenderer(defines: Record<string, string>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'angels:first-paint-renderer',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        publicDir: false,
        define: { ...defines, 'process.env.NODE_ENV': JSON.stringify('production') },
        resolve: { alias: config.resolve.alias },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: ENTRY,
          outDir: path.resolve(config.build.outDir, path.dirname(RENDERER_PATH)),
          emptyOutDir: true,
          target: 'node20',
          sourcemap: false,
          rolldownOptions: {
            output: { entryFileNames: path.basename(RENDERER_PATH), codeSplitting: false },
            // Client components' "use client" means nothing to a renderer of plain HTML.
            onLog(level, log, handler) {
              if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
            },
          },
        },
      });
    },
  };
}
