/**
 * The chat bench's server figure alone, without a browser or a build: seeds the 10,000-message
 * chat, starts the server with the instant provider and times `SENDS` sends (default 200),
 * `ROUNDS` times (default 1), printing p50/p95/p99 of each round. For working on the server's
 * part of a reply's first token (issue 30):
 *   npx tsx scripts/bench/server-part.ts
 * SERVER_ENV (JSON) adds to the server's environment, e.g. a NODE_OPTIONS preload that traces.
 * On PostgreSQL instead of the embedded database (production there also wants these two):
 *   SERVER_ENV='{"JWT_SECRET":"<32+ characters>","PUBLIC_URL":"http://127.0.0.1"}' \
 *     bash scripts/with-postgres.sh npx tsx scripts/bench/server-part.ts
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverFirstTokenMs } from './chat-server-part.ts';
import { seedLongChats, signIn } from './chat-seed.ts';
import { instantLlmEnv, startInstantLlm } from './instant-llm.ts';
import { startServer } from './server.ts';
import { percentile } from './stats.ts';

const LONG = 10_000;
const sends = Number(process.env.SENDS ?? 200);
const rounds = Number(process.env.ROUNDS ?? 1);
const extra = JSON.parse(process.env.SERVER_ENV ?? '{}') as Record<string, string>;

const dataDir = mkdtempSync(join(tmpdir(), 'angels-bench-server-part-'));
const hashes = await seedLongChats(dataDir, [LONG]);
const llm = await startInstantLlm();
const server = await startServer({ DATA_DIR: dataDir, ...instantLlmEnv(llm.baseUrl), ...extra });
try {
  const { accessToken } = JSON.parse(await signIn(server.baseURL)) as { accessToken: string };
  for (let round = 0; round < rounds; round++) {
    const ms = await serverFirstTokenMs(server.baseURL, hashes[LONG]!, accessToken, sends);
    const at = (p: number) => percentile(ms, p).toFixed(1);
    console.info(
      `server part, ${ms.length} sends: p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, ` +
        `max ${Math.max(...ms).toFixed(1)} ms (budget: p99 ≤ 10 ms)`,
    );
  }
} finally {
  await server.stop();
  await llm.stop();
}
