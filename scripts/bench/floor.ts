/**
 * The floor app (../shared/bench-floor): the least any app on our binding packages can ship
 * on a first load. The bench copies it (never edits it), installs and builds it, and serves it
 * beside ours, so its figures come from the same machine in the same run as the app's.
 */
import { execSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../free-port.ts';
import { waitUntilUp } from '../wait-until-up.ts';

const FLOOR_DIR = resolve(import.meta.dirname, '../../../shared/bench-floor');

export type RunningFloor = { baseURL: string; stop: () => Promise<void> };

/** The copy is writable (the original is read-only): the build regenerates files in it. */
function makeWritable(path: string): void {
  chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o644);
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) makeWritable(join(path, entry));
  }
}

/** undefined when the floor app is not beside the checkout (the figures are then skipped). */
export async function startFloor(): Promise<RunningFloor | undefined> {
  if (!existsSync(join(FLOOR_DIR, 'package.json'))) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'angels-floor-'));
  cpSync(FLOOR_DIR, dir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)([/\\]|$)/.test(source),
  });
  makeWritable(dir);
  // `npm ci` fails on this registry (it lacks other platforms' optional packages).
  execSync('npm install --no-audit --no-fund', { cwd: dir, stdio: 'ignore' });
  execSync('npx vite build', { cwd: dir, stdio: 'ignore' });
  const port = await freePort();
  const child = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: dir, stdio: 'ignore', detached: true },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseURL}/`, 60_000);
  return {
    baseURL,
    stop: async () => {
      // npx starts vite as a child: signal the whole group.
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
}
