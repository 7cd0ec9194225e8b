import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createSseParser, type SseEvent } from '../../server/contract/sse-parser.ts';
import { openChatOverHttp, signInOverHttp } from '../../server/testing/http-session.ts';
import { measureLatency, type Latency } from './api-latency.ts';
import { freePort } from '../free-port.ts';

export type ClusterFigures = {
  throughProxy: Latency;
  /** Per delta: when a follower on the other process got it, after the sender's own stream. */
  crossProcessMs: number[];
};

/** Debian's nginx and PostgreSQL, which `npm run cluster` runs on. */
export const clusterAvailable = () =>
  ['/usr/sbin/nginx', '/usr/bin/nginx'].some(existsSync) && existsSync('/usr/lib/postgresql');

/**
 * A reply's SSE stream read with the app's own parser, until `done`: when each delta arrived,
 * by the reply's length after it (its id). `onEvent` sees every event as it comes.
 */
async function deltaTimes(
  response: Response,
  onEvent: (event: SseEvent) => void = () => {},
): Promise<Map<number, number>> {
  const times = new Map<number, number>();
  const parser = createSseParser();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return times;
    const now = performance.now();
    for (const event of parser.push(value)) {
      onEvent(event);
      if (event.event === 'delta' && event.id) times.set(Number(event.id), now);
      if (event.event === 'done') return times;
    }
  }
}

/**
 * `npm run cluster` with two processes: GET /api/avatars through nginx at 50 connections, and
 * how much later than the sending process's own stream a follower connected to the other
 * process gets each delta of a reply (a natural pace of 20 ms a word).
 */
export async function measureCluster(): Promise<ClusterFigures> {
  const port = await freePort();
  const cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
    env: { ...process.env, PORT: String(port), CLUSTER_SIZE: '2', REPLY_WORD_DELAY_MS: '20' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  cluster.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => cluster.once('exit', resolve));
  try {
    const started = Date.now();
    while (!output.includes('Angels cluster is running')) {
      if (Date.now() - started > 180_000 || cluster.exitCode !== null) {
        throw new Error(`The cluster did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const [a, b] = [...output.matchAll(/\[api \d\] Angels is running at (http:\/\/[^/]+)\//g)].map(
      (match) => match[1]!.replace('localhost', '127.0.0.1'),
    );
    const proxy = `http://127.0.0.1:${port}`;
    const throughProxy = await measureLatency(
      `${proxy}/api/avatars?gender=FEMALE&page=1&pageSize=12`,
    );

    const session = await signInOverHttp(a!, 'premium@angels.local');
    const { headers } = session;
    const chatHash = await openChatOverHttp(a!, session, [2]);
    const crossProcessMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const sent = await fetch(`${a}/api/chats/${chatHash}/messages`, {
        method: 'POST',
        headers: { ...headers, accept: 'text/event-stream' },
        body: JSON.stringify({ id: randomUUID(), text: `Tell me about your day, part ${i}` }),
      });
      // The send's first event names the reply; the other process follows it from there.
      let named: (replyId: string) => void = () => {};
      const replyId = new Promise<string>((resolve) => (named = resolve));
      const ownStream = deltaTimes(sent, (event) => {
        if (event.event !== 'sent') return;
        named((JSON.parse(event.data) as { replies: { id: string }[] }).replies[0]!.id);
      });
      const followed = await fetch(`${b}/api/chats/${chatHash}/messages/${await replyId}/stream`, {
        headers,
      });
      const [here, there] = await Promise.all([ownStream, deltaTimes(followed)]);
      for (const [end, at] of there) {
        const own = here.get(end);
        if (own !== undefined) crossProcessMs.push(Math.max(0, at - own));
      }
    }
    return { throughProxy, crossProcessMs };
  } finally {
    cluster.kill('SIGTERM');
    await exited;
  }
}
