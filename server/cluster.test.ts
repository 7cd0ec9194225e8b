import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFailed } from 'vitest';
import { freePort } from '../scripts/free-port.ts';
import type { Message, SendMessageResult } from './contract/chats.ts';
import { createSseParser } from './contract/sse-parser.ts';
import { openChatOverHttp, signInOverHttp } from './testing/http-session.ts';

const nginxInstalled = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((file) => fs.existsSync(file));
const built = fs.existsSync(path.join(import.meta.dirname, '..', 'dist', 'index.html'));
const clusterDirs = () =>
  new Set(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('angels-cluster-')));

/**
 * Reads a reply stream (a send's) to its `done` as the app does: when the stream is cut without
 * one (its process went away), it reconnects with Last-Event-ID and goes on. Every delta must
 * continue the text exactly where the last one ended.
 */
async function followToDone(
  first: Response,
  reconnect: (replyId: string, lastEventId: string) => Promise<Response>,
): Promise<{ text: string; done: Message; reconnects: number }> {
  let text = '';
  let replyId = '';
  let reconnects = -1;
  for (let response = first; ;) {
    reconnects += 1;
    if (response.ok) {
      const parser = createSseParser();
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (let read = await reader.read().catch(() => null); read && !read.done;) {
        for (const event of parser.push(read.value)) {
          if (event.event === 'sent') {
            replyId = (JSON.parse(event.data) as SendMessageResult).replies[0]!.id;
          } else if (event.event === 'delta') {
            text += (JSON.parse(event.data) as { text: string }).text;
            expect(Number(event.id)).toBe(text.length);
          } else if (event.event === 'done') {
            await reader.cancel();
            return { text, done: JSON.parse(event.data) as Message, reconnects };
          }
        }
        // A connection cut by the process going away ends the read like the stream's end.
        read = await reader.read().catch(() => null);
      }
    }
    expect(reconnects).toBeLessThan(20);
    response = await reconnect(replyId, String(text.length)).catch(() => Response.error());
  }
}

/**
 * `npm run cluster` end to end: its own PostgreSQL, two processes and nginx (deploy/nginx.conf)
 * in front. Run with the PostgreSQL pass of CI, which has nginx and a build.
 */
describe.runIf(Boolean(process.env.DATABASE_URL) && nginxInstalled && built)(
  'npm run cluster',
  () => {
    it('serves and streams through nginx, survives a kill -9 and a rolling restart, stops on SIGTERM', async () => {
      const port = await freePort();
      const before = clusterDirs();
      const cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
        cwd: path.join(import.meta.dirname, '..'),
        env: {
          ...process.env,
          PORT: String(port),
          CLUSTER_SIZE: '2',
          DATABASE_URL: '',
          // Shorter than any reply: a rolling restart hands over what is being written. And
          // replies slow enough to outlast the stopping process's connections (2 s after the
          // hand-over), so its followers reconnect to the other.
          REPLY_SHUTDOWN_GRACE_MS: '200',
          REPLY_WORD_DELAY_MS: '150',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      cluster.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      cluster.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => cluster.once('exit', resolve));
      // What the processes, PostgreSQL and nginx said is the first thing to read on a failure.
      onTestFailed(() => console.error(`npm run cluster said:\n${output}`));
      try {
        await expect
          .poll(() => output, { timeout: 120_000, interval: 250 })
          .toMatch(/Angels cluster is running at http:\/\/localhost:\d+\//);
        const base = `http://127.0.0.1:${port}`;
        expect((await fetch(`${base}/api/ready`)).status).toBe(200);
        const page = await fetch(`${base}/discover`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('data-first-paint');

        const session = await signInOverHttp(base, 'premium@angels.local');
        const auth = session.headers;
        const chatHash = await openChatOverHttp(base, session, [1]);
        const sent = await fetch(`${base}/api/chats/${chatHash}/messages`, {
          method: 'POST',
          headers: { ...auth, accept: 'text/event-stream' },
          body: JSON.stringify({ id: randomUUID(), text: 'Hello through the proxy' }),
        });
        expect(sent.status).toBe(201);
        // The reply arrives in pieces as it is written, not in one buffered block at the end.
        const reader = sent.body!.pipeThrough(new TextDecoderStream()).getReader();
        const arrivals: string[] = [];
        for (let text = ''; !text.includes('event: done');) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          arrivals.push(value);
        }
        expect(arrivals.join('')).toContain('event: done');
        expect(arrivals.filter((piece) => piece.includes('event: delta')).length).toBeGreaterThan(
          1,
        );

        // kill -9 of the process writing a reply: once its lease has run out, a sweep settles
        // the reply (interrupted, words kept, refunded), and the cluster starts it again.
        const processes = [
          ...output.matchAll(
            /\[api (\d)\] Angels is running at http:\/\/localhost:(\d+)\/ {2}\(pid (\d+)/g,
          ),
        ].map((match) => ({ url: `http://127.0.0.1:${match[2]}`, pid: Number(match[3]) }));
        const [first, second] = processes;
        const balance = async () => {
          const user = await fetch(`${base}/api/users/${session.id}`, { headers: auth });
          return ((await user.json()) as { tokens: number }).tokens;
        };
        const before = await balance();
        const doomed = await fetch(`${first!.url}/api/chats/${chatHash}/messages`, {
          method: 'POST',
          headers: { ...auth, accept: 'text/event-stream' },
          body: JSON.stringify({ id: randomUUID(), text: 'Tell me everything, slowly' }),
        });
        const doomedReader = doomed.body!.pipeThrough(new TextDecoderStream()).getReader();
        let heard = '';
        while (!heard.includes('event: delta')) heard += (await doomedReader.read()).value ?? '';
        const replyId = (
          JSON.parse(/^data: (.*)$/m.exec(heard)![1]!) as { replies: Array<{ id: string }> }
        ).replies[0]!.id;
        process.kill(first!.pid, 'SIGKILL');
        const killedAt = Date.now();
        await expect
          .poll(
            async () => {
              const res = await fetch(`${second!.url}/api/chats/${chatHash}/messages?limit=5`, {
                headers: auth,
              });
              const { items } = (await res.json()) as {
                items: Array<{ id: string; status: string; error: string | null }>;
              };
              return items.find((item) => item.id === replyId)?.status;
            },
            { timeout: 30_000, interval: 500 },
          )
          .toBe('FAILED');
        const settledIn = Date.now() - killedAt;
        console.info(`A reply whose writer was killed (-9) was settled ${settledIn} ms later`);
        expect(settledIn).toBeLessThan(30_000);
        expect(await balance()).toBe(before);
        await expect
          .poll(() => output, { timeout: 60_000, interval: 250 })
          .toMatch(/api 1 exited \(SIGKILL\); starting it again/);

        // A rolling restart: ten replies streaming through nginx, and one process is stopped
        // (SIGTERM) and started again. With no grace period to speak of, what it writes is
        // handed over: its followers reconnect through nginx and see each reply go on from
        // their last delta, written by the other process. Every reply completes and is
        // charged once, nothing is refunded.
        await expect.poll(() => fetch(`${base}/api/ready`).then((r) => r.status)).toBe(200);
        const beforeRestart = await balance();
        const chats = await Promise.all(
          Array.from({ length: 10 }, (_, i) => openChatOverHttp(base, session, [10 + i])),
        );
        const streams = await Promise.all(
          chats.map((hash) =>
            fetch(`${base}/api/chats/${hash}/messages`, {
              method: 'POST',
              headers: { ...auth, accept: 'text/event-stream' },
              body: JSON.stringify({ id: randomUUID(), text: 'Tell me about your week' }),
            }),
          ),
        );
        const followed = streams.map((stream, i) =>
          followToDone(stream, (replyId, lastEventId) =>
            fetch(`${base}/api/chats/${chats[i]}/messages/${replyId}/stream`, {
              headers: { ...auth, 'Last-Event-ID': lastEventId },
            }),
          ),
        );
        const restarting = processes[1]!;
        process.kill(restarting.pid, 'SIGTERM');
        const replies = await Promise.all(followed);
        expect(replies.map((reply) => reply.done.status)).toEqual(Array(10).fill('COMPLETE'));
        for (const reply of replies) expect(reply.text).toBe(reply.done.text);
        expect(await balance()).toBe(beforeRestart - 10);
        await expect
          .poll(() => output, { timeout: 60_000, interval: 250 })
          .toMatch(/api 2 exited \(0\); starting it again/);
        const handedOver = Number(/\[api 2\] Handed over (\d+) unfinished/.exec(output)?.[1]);
        console.info(
          `A rolling restart handed over ${handedOver} replies; followers reconnected ${replies.reduce((sum, reply) => sum + reply.reconnects, 0)} times`,
        );
        expect(handedOver).toBeGreaterThan(0);
        expect(replies.some((reply) => reply.reconnects > 0)).toBe(true);
      } finally {
        cluster.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
      expect(output).toContain('SIGTERM received: finishing open replies');
      // Its temporary PostgreSQL, nginx files and logs are gone.
      expect([...clusterDirs()].filter((name) => !before.has(name))).toEqual([]);
    }, 180_000);
  },
);
