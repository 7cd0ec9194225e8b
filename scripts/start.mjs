// npm start: build the app if dist/ is missing or older than its sources, then run the
// production server (server/main.ts) in this process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const distIndex = path.join(distDir, 'index.html');
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

const built = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
const sourcesChanged = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (built === 0 || sourcesChanged > built) {
  console.log(
    built === 0 ? 'No build found: building the app…' : 'Sources changed: rebuilding the app…',
  );
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // Build where the server will look (DIST_DIR may point outside the default dist/).
  const args = [vite, 'build', '--outDir', distDir, '--emptyOutDir'];
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in this very process (TypeScript through tsx's loader), not in a child: a
// signal sent to this PID reaches the server's own SIGTERM/SIGINT handling directly (and npm,
// whose script execs node without a shell in between, passes a signal sent to its PID on to
// this one), and the exit code is the server's.
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'server', 'main.ts')).href);
