/** Helpers for the memory tests: a long chat without paying for 200 replies. */
import { eq } from 'drizzle-orm';
import { chats, messages } from '../db/schema.ts';
import type { TestContext } from '../testing/test-app.ts';
import type { Session } from '../testing/chat-helpers.ts';
import { call } from '../testing/auth-helpers.ts';

/**
 * Stores `pairs` exchanges of small talk straight into the chat (a user line and the
 * Angel's answer each), as if they had been chatted: the facts told before them leave the
 * history window, without 200 paid replies.
 */
export async function chatFiller(
  t: TestContext,
  chatHash: string,
  avatarId: number,
  pairs: number,
) {
  const { db } = t.database;
  const [chat] = await db.select({ id: chats.id }).from(chats).where(eq(chats.chatHash, chatHash));
  if (!chat) throw new Error(`No chat ${chatHash}`);
  const rows = Array.from({ length: pairs }, (_, i) => [
    {
      id: crypto.randomUUID(),
      chatId: chat.id,
      text: `Small talk number ${i}.`,
      status: 'SENT' as const,
    },
    {
      id: crypto.randomUUID(),
      chatId: chat.id,
      avatarId,
      text: `Answer number ${i}.`,
      status: 'COMPLETE' as const,
    },
  ]).flat();
  await db.insert(messages).values(rows);
  return chat.id;
}

export const memoryCall = (
  t: TestContext,
  me: Session,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
) =>
  method === 'DELETE'
    ? Promise.resolve(
        t.app.request(path, { method, headers: { Authorization: `Bearer ${me.token}` } }),
      )
    : call(t, method, path, { token: me.token, ...(body === undefined ? {} : { body }) });

/** Every memory job done: replies written, then what they set off. */
export async function memoryIdle(t: TestContext) {
  await t.app.replyJobs.idle();
  await t.app.memoryJobs.idle();
}
