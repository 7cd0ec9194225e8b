/** What an engine is given to write a reply: who speaks, who else is there, what was said. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inSeqOrder } from '../db/queries/messages.ts';
import { avatars, chatAvatars, chats, users, type MessageRow } from '../db/schema.ts';
import type { ReplyRequest } from '../engines/reply/reply-engine.ts';
import { recallMemory } from '../memory/recall.ts';
import { writesFirstNote } from '../proactive/prompt-note.ts';
import { otherVersionTexts } from './alternatives.ts';
import { continuationBase } from './continue-reply.ts';
import { earlierReplies } from './earlier-replies.ts';
import { historyWindow } from './history-window.ts';
import { personaColumns, toPersona } from './persona.ts';

/** The fixed window of an engine without a prompt budget (the memory summary follows it). */
export { HISTORY_SIZE } from './history-window.ts';

export async function replyRequest(
  db: Db,
  reply: MessageRow,
  signal: AbortSignal,
  /** How much conversation the engine can use (its prompt budget); absent: the last 20 messages. */
  historyTokens?: number,
): Promise<ReplyRequest> {
  // One query for the seats and the owner's name: each statement counts before the first word.
  const seats = await db
    .select({ avatar: personaColumns, owner: users.avatarName, persona: users.avatarPersona })
    .from(chatAvatars)
    .innerJoin(avatars, eq(avatars.id, chatAvatars.avatarId))
    .innerJoin(chats, eq(chats.id, chatAvatars.chatId))
    .innerJoin(users, eq(users.id, chats.userId))
    .where(eq(chatAvatars.chatId, reply.chatId))
    .orderBy(asc(chatAvatars.position));
  const owner = seats[0]?.owner;
  const ownerPersona = seats[0]?.persona ?? null;
  const personas = seats.map(({ avatar }) => toPersona(avatar));
  const persona = personas.find((p) => p.id === reply.avatarId);
  if (!persona) throw new Error(`Reply ${reply.id} has no avatar of its chat`);
  const names = new Map(personas.map((p) => [p.id, p.name]));
  // What the Angel remembers of this user (memory/recall.ts): one statement after the history.
  // The built-in engine (no prompt budget) also gets what was said beyond its short window.
  const continueFrom = continuationBase(reply);
  // The history and the recall (whose recent messages choose the facts) read the newest rows
  // of the chat: in one transaction that walks the index (inSeqOrder: no statistics on PGlite).
  const [[history, memory], earlier, avoid, writesFirst] = await Promise.all([
    inSeqOrder(db, async (tx) => {
      const turns = await historyWindow(tx, reply.chatId, reply.seq, historyTokens);
      const at = { chatId: reply.chatId, avatarId: persona.id, replyId: reply.id, seq: reply.seq };
      return [turns, await recallMemory(tx, at)] as const;
    }),
    historyTokens === undefined ? earlierReplies(db, reply.chatId, reply.seq) : undefined,
    continueFrom === undefined ? otherVersionTexts(db, reply) : [],
    // A message the Angel writes first (server/proactive) answers nothing: the prompt says so.
    continueFrom === undefined ? writesFirstNote(db, reply) : undefined,
  ]);
  return {
    persona,
    ...(owner ? { user: { name: owner, persona: ownerPersona } } : {}),
    others: personas.filter((p) => p.id !== persona.id),
    memory,
    history: history.map((m) => ({
      avatarId: m.avatarId,
      name: m.avatarId === null ? (owner ?? 'You') : (names.get(m.avatarId) ?? 'Someone'),
      text: m.text,
    })),
    ...(earlier ? { earlier } : {}),
    // Per attempt: a regenerated reply gets new words, one taken over goes on with the same.
    seed: `${reply.id}:${reply.attempt}`,
    ...(reply.text ? { written: reply.text } : {}),
    ...(continueFrom !== undefined ? { continueFrom } : {}),
    ...(avoid.length ? { avoid } : {}),
    ...(writesFirst ? { writesFirst } : {}),
    signal,
  };
}
