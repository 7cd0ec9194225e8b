/**
 * Finding 8: `npm start` stops on a signal to npm's own PID, and the server shuts down
 * cleanly: open replies are handed over (words kept, nothing refunded) and the next start
 * continues them, the port is freed, the database closed, exit code 0. These start real
 * processes, so they take a few seconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Chat, Message, MessagePage, SendMessageResult } from '../contract/chats.ts';
import { signInOverHttp } from '../testing/http-session.ts';
import { api, listening, startServer } from './process.ts';

const login = (port: number) => signInOverHttp(`http://127.0.0.1:${port}`, 'user@angels.local');

const tokensOf = async (port: number, me: { token: string; id: string }) =>
  (
    (await (await api(port, 'GET', `/api/users/${me.id}`, undefined, me.token)).json()) as {
      tokens: number;
    }
  ).tokens;

async function replyOf(
  port: number,
  token: string,
  chatHash: string,
  id: string,
): Promise<Message> {
  const res = await api(port, 'GET', `/api/chats/${chatHash}/messages`, undefined, token);
  const reply = ((await res.json()) as MessagePage).items.find((m) => m.id === id);
  if (!reply) throw new Error('no reply');
  return reply;
}

describe('stopping the server', { timeout: 400_000 }, () => {
  it('npm start exits 0 and frees the port on SIGTERM to the npm process', async () => {
    const server = await startServer();
    try {
      expect(await listening(server.port)).toBe(true);
      process.kill(server.child.pid!, 'SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(await listening(server.port)).toBe(false);
      expect(server.output()).toContain('SIGTERM received');
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(path.dirname(server.dataDir), { recursive: true, force: true });
    }
  });

  it('hands over a reply still being written when the grace period ends; the next start finishes it', async () => {
    // The test polls the history page: the read limits (their own tests) would refuse the poll.
    const env = {
      REPLY_WORD_DELAY_MS: '400',
      REPLY_SHUTDOWN_GRACE_MS: '300',
      READ_LIMIT_SCALE: '1000',
    };
    const server = await startServer(env);
    try {
      const me = await login(server.port);
      const before = await tokensOf(server.port, me);
      const chat = (await (
        await api(server.port, 'POST', '/api/chats', { avatarIds: [5] }, me.token)
      ).json()) as Chat;
      const sent = await api(
        server.port,
        'POST',
        `/api/chats/${chat.chatHash}/messages`,
        { id: crypto.randomUUID(), text: 'Tell me a long story' },
        me.token,
      );
      expect(sent.status).toBe(201);
      const replyId = ((await sent.json()) as SendMessageResult).replies[0]!.id;
      let shown = '';
      await expect
        .poll(
          async () => (shown = (await replyOf(server.port, me.token, chat.chatHash, replyId)).text),
          { timeout: 10_000 },
        )
        .not.toBe('');
      process.kill(server.child.pid!, 'SIGINT');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('Handed over 1 unfinished replies to be continued.');

      // The next start continues it from its words to its end: complete, charged once.
      const again = await startServer({ ...env, DATA_DIR: server.dataDir });
      try {
        expect(again.output()).toContain('Continuing the unfinished replies of 1 chats');
        const me2 = await login(again.port);
        await expect
          .poll(async () => (await replyOf(again.port, me2.token, chat.chatHash, replyId)).status, {
            timeout: 60_000,
          })
          .toBe('COMPLETE');
        const reply = await replyOf(again.port, me2.token, chat.chatHash, replyId);
        expect(reply.error).toBeNull();
        expect(reply.text.startsWith(shown)).toBe(true);
        expect(reply.text.length).toBeGreaterThan(shown.length);
        expect(await tokensOf(again.port, me2)).toBe(before - 1);
        process.kill(again.child.pid!, 'SIGTERM');
        expect((await again.exited).code).toBe(0);
      } finally {
        again.child.kill('SIGKILL');
      }
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(path.dirname(server.dataDir), { recursive: true, force: true });
    }
  });
});
