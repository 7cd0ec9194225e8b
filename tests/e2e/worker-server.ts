import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/bench/server.ts';

/**
 * Each Playwright worker runs its own server over its own embedded database. One server shared
 * by both workers made each worker's tests wait on the other's: PGlite runs one statement at
 * a time, so a worker seeding a long chat or a burst of sends held the other's page loads and
 * clicks back, and a slow test passed alone and timed out in the full run. Two servers also use
 * the machine's two cores.
 */
export type WorkerServer = { baseURL: string; dataDir: string; stop: () => Promise<void> };

/** What every browser test's server runs with, beside its own port and data folder. */
export const E2E_SERVER_ENV: Record<string, string> = {
  // Every browser test comes from one address; the limits themselves have server tests.
  AUTH_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
  WRITE_LIMIT_SCALE: '1000',
  READ_LIMIT_SCALE: '1000',
  // Replies stream word by word: slow enough to watch them grow, fast enough for tests.
  REPLY_WORD_DELAY_MS: '30',
  // Notifications: push.spec runs its own push service on a local port (server/testing).
  PUSH_SERVICE_ORIGINS: 'http://127.0.0.1',
  // Angels who write first: looked for twice a second, without the quiet hours after a chat.
  PROACTIVE_CHECK_MS: '500',
  PROACTIVE_QUIET_MINUTES: '0',
};

/** Starts a worker's server on a free port, serving the build under test. */
export async function startWorkerServer(): Promise<WorkerServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'angels-e2e-'));
  const server = await startServer({
    ...E2E_SERVER_ENV,
    DATA_DIR: dataDir,
    // A build other than ./dist (e.g. one engineer's build while another rebuilds dist).
    DIST_DIR: process.env.E2E_DIST_DIR || 'dist',
  });
  return {
    baseURL: server.baseURL,
    dataDir,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
