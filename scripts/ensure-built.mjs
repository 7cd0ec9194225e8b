// Builds the app (vite build) when dist/ is missing or older than its sources: what `npm start`
// and `npm run cluster` do before serving it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = ['src', 'public', 'sw', 'index.html', 'vite.config.ts'];

/** Newest modification time under a file or directory (0 when it does not exist). */
function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

/** Builds into `distDir` when needed; exits the process when the build fails. */
export function ensureBuilt(distDir) {
  const distIndex = path.join(distDir, 'index.html');
  const built = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
  const sourcesChanged = Math.max(...sources.map((s) => newest(path.join(root, s))));
  if (built !== 0 && sourcesChanged <= built) return;
  console.log(
    built === 0 ? 'No build found: building the app…' : 'Sources changed: rebuilding the app…',
  );
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // Build where the server will look (DIST_DIR may point outside the default dist/).
  const args = [vite, 'build', '--outDir', distDir, '--emptyOutDir'];
  // Always a production build: started from a test runner (NODE_ENV=test) Vite would compile
  // the first paint's server bundle against React's development JSX runtime, which the
  // production server then lacks (jsxDEV is not a function).
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
