import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { findChatByHash, type ChatWithSeats } from '../db/queries/chats.ts';
import type { AuthEnv } from '../http/auth.ts';
import { forbidden, notFound } from '../http/errors.ts';

const CHAT_HASH = /^[\w-]{1,64}$/;

/**
 * Who may see a chat: its owner, and agents (the admin area moderates chats). To anyone else
 * a chat is indistinguishable from a hash that does not exist: 404, never 403. Changing a
 * chat (sending, stopping, regenerating, marking read) is for the owner alone: an agent's
 * send would spend the owner's tokens.
 */
export const noSuchChat = () => notFound('This chat does not exist or is not yours.');

export async function readableChat(
  c: Context<AuthEnv>,
  db: Db,
): Promise<ChatWithSeats & { own: boolean }> {
  const hash = c.req.param('chatHash') ?? '';
  // Hashes are base64url: anything else (a NUL, say) names no chat and must not reach SQL.
  const found = CHAT_HASH.test(hash) ? await findChatByHash(db, hash) : undefined;
  const me = c.var.user;
  const own = found?.chat.userId === me.id;
  if (!found || (!own && !me.groups.includes('AGENT'))) throw noSuchChat();
  return { ...found, own };
}

export async function ownChat(c: Context<AuthEnv>, db: Db): Promise<ChatWithSeats> {
  const found = await readableChat(c, db);
  if (!found.own) throw forbidden('Only the owner of a chat can write in it.');
  return found;
}
