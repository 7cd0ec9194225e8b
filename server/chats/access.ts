import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { findChatByHash, type ChatWithSeats } from '../db/queries/chats.ts';
import type { AuthEnv } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';

const CHAT_HASH = /^[\w-]{1,64}$/;

/**
 * A chat under /api/chats is its owner's alone: to anyone else, agents included, it is
 * indistinguishable from a hash that does not exist (404, never 403). Agents read chats through
 * /api/admin/chats, where every reading is audited.
 */
export const noSuchChat = () => notFound('This chat does not exist or is not yours.');

/**
 * The user's own chat named by the path's chatHash. A chat they deleted is not there any more
 * (404), except to the undo of its deletion (`deleted: 'too'`).
 */
export async function ownChat(
  c: Context<AuthEnv>,
  db: Db,
  { deleted }: { deleted?: 'too' } = {},
): Promise<ChatWithSeats> {
  const hash = c.req.param('chatHash') ?? '';
  // Hashes are base64url: anything else (a NUL, say) names no chat and must not reach SQL.
  const found = CHAT_HASH.test(hash) ? await findChatByHash(db, hash) : undefined;
  if (!found || found.chat.userId !== c.var.user.id) throw noSuchChat();
  if (found.chat.deletedAt && deleted !== 'too') throw noSuchChat();
  return found;
}
