import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.ts';
import { waitUntilUp } from '../wait-until-up.ts';

/** Starts the production server on a free port over a fresh embedded database. */
export type RunningServer = { baseURL: string; stop: () => Promise<void> };

/** `env` overrides the defaults: e.g. PORT to restart on the same origin, DIST_DIR, DATA_DIR. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // Node itself with tsx's loader (not `npx tsx`): then stop() signals the server, not a
  // wrapper that would leave it running and holding the port.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'angels-bench-')),
      // The build the bench made (index.ts): ./dist unless BENCH_DIST_DIR says otherwise.
      DIST_DIR: process.env.BENCH_DIST_DIR || 'dist',
      // The benches read and write from one address, faster than people; the abuse bench sets 1.
      WRITE_LIMIT_SCALE: '1000',
      READ_LIMIT_SCALE: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${baseURL}/api/vars`, 60_000, child);
  } catch (error) {
    // A server that never answered is not left running, holding its port and database.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseURL,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
