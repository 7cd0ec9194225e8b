/**
 * Each landing page's own route chunks, read from Vite's build manifest (dist/.vite/manifest.json,
 * `build.manifest` in vite.config.ts), so the hints follow the chunks whenever they change.
 *
 * The router loads a route's split component only after the entry has run; hinting it (and
 * what it imports) with the HTML fetches it alongside the entry instead of after it. Chunks
 * the entry already preloads itself are left out.
 */
import fs from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; name?: string; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** The manifest of a build, or null when there is none (an older build: no chunk hints). */
export function readManifest(distDir: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The split parts a first paint needs: the component, and the loader if a build splits it.
 * (@tanstack/router-plugin names them `route.tsx?tsr-split=component`, grouped with `---`.)
 */
const NEEDED_SPLITS = new Set(['component', 'loader']);

function splitKeys(manifest: Manifest, routeFile: string): string[] {
  const prefix = `${routeFile}?tsr-split=`;
  return Object.keys(manifest).filter(
    (key) =>
      key.startsWith(prefix) &&
      key
        .slice(prefix.length)
        .split('---')
        .some((part) => NEEDED_SPLITS.has(part)),
  );
}

/** Keys of `start` and everything they import statically, depth first, in import order. */
function withImports(manifest: Manifest, start: readonly string[], into: Set<string>): Set<string> {
  const visit = (key: string) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  start.forEach(visit);
  return into;
}

/** Keys of the chunks named `names`, by key or by the chunk's own name (a shared chunk's). */
function chunkKeys(manifest: Manifest, names: readonly string[]): string[] {
  return Object.keys(manifest).filter(
    (key) => names.includes(key) || names.includes(manifest[key]?.name ?? ''),
  );
}

/**
 * `/assets/…` URLs of the route files' needed chunks, of the `chunks` named besides, and of
 * their imports, entry chunks excluded.
 */
export function routeChunkUrls(
  manifest: Manifest,
  routeFiles: readonly string[],
  chunks: readonly string[] = [],
): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = withImports(manifest, entries, new Set());
  const needed = withImports(
    manifest,
    [...chunkKeys(manifest, chunks), ...routeFiles.flatMap((file) => splitKeys(manifest, file))],
    new Set(),
  );
  return [...needed]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]!.file}`)
    .filter((url) => url.endsWith('.js'));
}
