import type autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { bigPngCard, longCard } from './abuse-files.ts';
import { startServer } from './server.ts';

/**
 * The abuse bench (issue 25): the real server on a fresh DATA_DIR with its real write and read
 * limits, one account running the attacks of the issue at once (parallel 2 MB card imports
 * with no tokens left, a group-chat flood, a rename flood, full chat-list pages, a PNG export
 * loop) and a loop of its data export (the heaviest read it can repeat), and a visitor asking
 * for catalogue pages nobody asked for (each a database query), while GET /api/avatars is
 * measured. Loopback only; every loop is bounded in count and time.
 */

const ACCOUNT = 'user@angels.local';
const PASSWORD = 'angels-demo-1';
const CARD_BYTES = 2 * 1024 * 1024 - 64 * 1024;
/** How long the measurement (and so the attacks) run. */
const SECONDS = 10;

type Attack = { name: string; workers: number; count: number; run: (i: number) => Promise<number> };
export type AttackResult = { name: string; sent: number; statuses: Record<string, number> };
export type AbuseResult = {
  baseline: { p50: number; p99: number };
  underAttack: { p50: number; p99: number; requestsPerSecond: number; errors: number };
  attacks: AttackResult[];
};

const CONNECTIONS = 10;
const execute = promisify(execFile);

/**
 * The visitor, measured by autocannon in a process of its own: the attacker's loops run in this
 * one (a 2 MB body to encode and upload per import), and their stalls of this event loop (up
 * to a second, measured) would otherwise be counted as the server's latency.
 */
async function latency(url: string, seconds: number) {
  const cli = fileURLToPath(import.meta.resolve('autocannon/autocannon.js'));
  const args = [cli, '--json', '-c', String(CONNECTIONS), '-d', String(seconds), url];
  const { stdout } = await execute(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as autocannon.Result;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

/** `workers` loops sharing `count` requests, stopping at `deadline` whatever is left. */
async function run(attack: Attack, deadline: number): Promise<AttackResult> {
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < attack.count && Date.now() < deadline) {
      const i = next++;
      const status = await attack.run(i).catch(() => 0);
      const key = status === 0 ? 'failed' : String(status);
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: attack.workers }, worker));
  return { name: attack.name, sent: next, statuses };
}

export async function measureAbuse(): Promise<AbuseResult> {
  // The real limits: the other benches' servers raise them.
  const server = await startServer({ WRITE_LIMIT_SCALE: '1', READ_LIMIT_SCALE: '1' });
  const api = (path: string) => `${server.baseURL}/api${path}`;
  try {
    const login = await fetch(api('/auth/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNT, password: PASSWORD }),
    });
    const { accessToken = '' } = (await login.json()) as Record<string, string>;
    const claims = Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString();
    const me = (JSON.parse(claims) as { sub: string }).sub;
    const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
    const send = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(api(path), {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      await res.arrayBuffer();
      return res;
    };
    const importCard = (fileName: string, content: Buffer) =>
      send('POST', '/my-angels/import', {
        requestId: crypto.randomUUID(),
        fileName,
        contentBase64: content.toString('base64'),
        age: 30,
      });

    // The Angel to export, with its texts at their longest; then spend the rest of the tokens
    // on small imports, so the big ones find none (the 0-token attacker).
    const first = await fetch(api('/my-angels/import'), {
      method: 'POST',
      headers,
      body: JSON.stringify({
        requestId: crypto.randomUUID(),
        fileName: 'long.json',
        contentBase64: Buffer.from(JSON.stringify(longCard('Long'))).toString('base64'),
        age: 30,
      }),
    });
    if (first.status !== 201) throw new Error(`The Angel to export: ${await first.text()}`);
    const { id: angelId } = (await first.json()) as { id: number };
    for (let i = 0; i < 10; i++) {
      const res = await importCard(
        `drain-${i}.json`,
        Buffer.from(JSON.stringify(longCard(`D${i}`))),
      );
      if (res.status !== 201) break;
    }
    const big = bigPngCard('Big', CARD_BYTES);
    const avatars = api('/avatars?gender=FEMALE&page=1&pageSize=12');
    const baseline = await latency(avatars, 5);

    const deadline = Date.now() + (SECONDS + 2) * 1000;
    const attacks: Attack[] = [
      {
        name: '2 MB PNG card imports, 8 at once, no tokens',
        workers: 8,
        count: 80,
        run: async () => (await importCard('big.png', big)).status,
      },
      {
        name: 'group chat flood',
        workers: 4,
        count: 400,
        run: async (i) =>
          (await send('POST', '/chats', { avatarIds: [1 + (i % 30), 31 + (i % 29)] })).status,
      },
      {
        name: 'rename flood',
        workers: 4,
        count: 400,
        run: async (i) =>
          (
            await send('PATCH', `/users/${me}`, {
              avatar: { name: `Sam ${i}`, portraitKey: 'harbor' },
            })
          ).status,
      },
      {
        name: 'chat list, largest pages',
        workers: 4,
        count: 400,
        run: async () => (await send('GET', '/chats?pageSize=60')).status,
      },
      {
        name: 'PNG export loop',
        workers: 2,
        count: 200,
        run: async () => (await send('GET', `/my-angels/${angelId}/card.png`)).status,
      },
      {
        // No account needed: each page of a new size is a catalogue miss (a database query).
        name: 'new catalogue pages, no account',
        workers: 4,
        count: 2000,
        run: async (i) => {
          const res = await fetch(
            api(`/avatars?page=${1 + (i % 50)}&pageSize=${1 + Math.floor(i / 50)}`),
          );
          await res.arrayBuffer();
          return res.status;
        },
      },
      {
        name: 'data export loop',
        workers: 2,
        count: 200,
        run: async () => (await send('GET', `/users/${me}/export`)).status,
      },
    ];
    const [underAttack, ...results] = await Promise.all([
      latency(avatars, SECONDS),
      ...attacks.map((attack) => run(attack, deadline)),
    ]);
    return { baseline, underAttack, attacks: results as AttackResult[] };
  } finally {
    await server.stop();
  }
}

export const ABUSE_CONNECTIONS = CONNECTIONS;
export const ABUSE_SECONDS = SECONDS;
