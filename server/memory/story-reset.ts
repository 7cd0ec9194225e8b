import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatMemory } from '../db/schema.ts';

/**
 * The chat changed at `seq` (a rewind, a branch brought back, a delete or its undo): a story
 * so far that covered that point may tell what the chat no longer shows, or miss what it shows
 * again. It is dropped and written afresh from the chat as shown (summarise.ts reads through
 * db/queries/shown.ts), so the model's memory of the chat is always the chat as shown.
 */
export async function resetStoryFrom(db: Db, chatId: string, seq: number): Promise<void> {
  await db
    .update(chatMemory)
    .set({ summary: null, summarisedThrough: 0 })
    .where(and(eq(chatMemory.chatId, chatId), gte(chatMemory.summarisedThrough, seq)));
}
