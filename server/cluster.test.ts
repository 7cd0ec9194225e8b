import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../scripts/free-port.ts';

const nginxInstalled = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((file) => fs.existsSync(file));
const built = fs.existsSync(path.join(import.meta.dirname, '..', 'dist', 'index.html'));
const clusterDirs = () =>
  new Set(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('angels-cluster-')));

/**
 * `npm run cluster` end to end: its own PostgreSQL, two processes and nginx (deploy/nginx.conf)
 * in front. Run with the PostgreSQL pass of CI, which has nginx and a build.
 */
describe.runIf(Boolean(process.env.DATABASE_URL) && nginxInstalled && built)(
  'npm run cluster',
  () => {
    it('serves the app and streams a reply through nginx, and SIGTERM stops all of it', async () => {
      const port = await freePort();
      const before = clusterDirs();
      const cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
        cwd: path.join(import.meta.dirname, '..'),
        env: { ...process.env, PORT: String(port), CLUSTER_SIZE: '2', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      cluster.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      cluster.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => cluster.once('exit', resolve));
      try {
        await expect
          .poll(() => output, { timeout: 120_000, interval: 250 })
          .toMatch(/Angels cluster is running at http:\/\/localhost:\d+\//);
        const base = `http://127.0.0.1:${port}`;
        expect((await fetch(`${base}/api/ready`)).status).toBe(200);
        const page = await fetch(`${base}/discover`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('data-first-paint');

        const login = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'premium@angels.local', password: 'angels-demo-1' }),
        });
        const { accessToken } = (await login.json()) as { accessToken: string };
        const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
        const chat = await fetch(`${base}/api/chats`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ avatarIds: [1] }),
        });
        const { chatHash } = (await chat.json()) as { chatHash: string };
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
