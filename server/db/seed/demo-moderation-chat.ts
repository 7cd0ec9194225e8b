import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { toPersona } from '../../chats/persona.ts';
import { composeReply } from '../../engines/reply/persona-engine.ts';
import type { Db } from '../client.ts';
import { avatars, chats, messages, type AvatarRow, type ChatRow } from '../schema.ts';

export type DemoChat = { chat: ChatRow; angel: AvatarRow };

/** The user's one-to-one demo chat with the named Angel, if the catalogue and script had it. */
export async function demoChatWith(
  db: Db,
  userId: string,
  angel: string,
): Promise<DemoChat | undefined> {
  const [row] = await db
    .select({ chat: chats, angel: avatars })
    .from(chats)
    .innerJoin(avatars, eq(avatars.id, chats.oneAvatarId))
    .where(and(eq(chats.userId, userId), eq(avatars.name, angel)))
    .limit(1);
  return row;
}

/** The chat's messages, oldest first. */
export const chatMessages = (db: Db, chatId: string) =>
  db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(asc(messages.createdAt));

/**
 * The user says `text` at `at` and the Angel answers a minute later (written by the built-in
 * engine, free, like the rest of the demo chats). The chat stays read: the demo's one unread
 * chat is the script's. Returns the user's message id.
 */
export async function appendExchange(
  db: Db,
  { chat, angel }: DemoChat,
  userName: string,
  text: string,
  at: Date,
): Promise<string> {
  const history = (await chatMessages(db, chat.id)).slice(-19).map((m) => ({
    avatarId: m.avatarId,
    name: m.avatarId ? angel.name : userName,
    text: m.text,
  }));
  const persona = toPersona(angel);
  const reply = composeReply({
    persona,
    others: [],
    history: [...history, { avatarId: null, name: userName, text }],
    seed: `demo-moderation:${chat.id}`,
    signal: new AbortController().signal,
  });
  const asked = randomUUID();
  const answeredAt = new Date(at.getTime() + 60_000);
  await db.insert(messages).values([
    {
      id: asked,
      chatId: chat.id,
      avatarId: null,
      text,
      status: 'SENT',
      createdAt: at,
      updatedAt: at,
    },
    {
      id: randomUUID(),
      chatId: chat.id,
      avatarId: angel.id,
      text: reply,
      replyTo: asked,
      status: 'COMPLETE',
      createdAt: answeredAt,
      updatedAt: answeredAt,
    },
  ]);
  await db
    .update(chats)
    .set({ updatedAt: answeredAt, lastReadAt: answeredAt })
    .where(eq(chats.id, chat.id));
  return asked;
}
