import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The build the server serves: its manifest names each route's split chunks, keyed
 * `route.tsx?tsr-split=component` (or `…=component---loader` when they are grouped). Chunk
 * files are named by their hash alone (vite.config.ts), so tests find a route's file here.
 */
const manifest = JSON.parse(
  readFileSync(join(process.env.E2E_DIST_DIR ?? 'dist', '.vite', 'manifest.json'), 'utf8'),
) as Record<string, { file: string }>;

/** `/assets/<hash>.js`: the chunk holding a route file's component. */
export function componentChunk(routeFile: string): string {
  const prefix = `${routeFile}?tsr-split=`;
  const key = Object.keys(manifest).find(
    (name) =>
      name.startsWith(prefix) && name.slice(prefix.length).split('---').includes('component'),
  );
  if (!key) throw new Error(`The build has no component chunk for ${routeFile}`);
  return `/${manifest[key]!.file}`;
}
