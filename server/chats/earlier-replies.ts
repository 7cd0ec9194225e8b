/**
 * What this chat's Angels already said, for the built-in engine to avoid saying again: no
 * 10-word phrase twice in a chat, no line shared by two Angels of a group. The engine is shown
 * only the last 20 messages, so it is also given the newest EARLIER_REPLIES replies before the
 * one it writes (they overlap the window; the engine reads each text once). The bound keeps a
 * reply's cost the same in a chat of 10,000 messages: an older reply drops out of the record
 * as a newer one comes in (oldest first), so a phrase may come back only after that many
 * Angel replies. One statement, a backwards walk of the (chat_id, seq) index (inSeqOrder) as in
 * historyBefore, run beside the history read.
 */
import { and, desc, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { historyBeforeSeq, inSeqOrder } from '../db/queries/messages.ts';
import { messages } from '../db/schema.ts';
import type { EarlierReply } from '../engines/reply/reply-engine.ts';

/**
 * How many of the chat's latest replies the built-in engine checks a new one against: a
 * 34-turn chat with three Angels (102 replies) whole. Measured at 10,000 messages on PGlite:
 * about 2 ms for this read against 1 ms for the 20-message window (earlier-replies.test.ts).
 */
export const EARLIER_REPLIES = 120;

/** The chat's Angel replies before `seq`, newest first, at most EARLIER_REPLIES. */
export async function earlierReplies(db: Db, chatId: string, seq: number): Promise<EarlierReply[]> {
  // The newest rows of one index range: walked in order (no statistics on an embedded database).
  return inSeqOrder(db, async (tx) => {
    const rows = await tx
      .select({ avatarId: messages.avatarId, text: messages.text })
      .from(messages)
      .where(and(historyBeforeSeq(chatId, seq), isNotNull(messages.avatarId)))
      .orderBy(desc(messages.seq))
      .limit(EARLIER_REPLIES);
    return rows.flatMap((row) =>
      row.avatarId === null ? [] : [{ avatarId: row.avatarId, text: row.text }],
    );
  });
}
