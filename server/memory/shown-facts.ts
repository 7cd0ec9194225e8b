/**
 * Facts and the chat as shown (issue 29: "the alternative on screen is the one that counts
 * for the next turn (history, memory, summary)"). A fact the rules or the model learned from
 * a message counts only while that message is shown:
 * - rewound past or deleted, the message is recoverable (restore the branch, undo), so its
 *   facts are set aside with it — not listed, not recalled, not marked — and come back with
 *   it, with no write either way (`factStands`, read by every query that shows facts);
 * - purged for good, its facts go with it (`forgetLearnedFrom`);
 * - its words edited, the old words are gone from the chat (the original is kept only to be
 *   read), so the facts learned from them go, and the chat learns again from the new words
 *   (`unlearnEdited`).
 * Facts the user wrote, edited or pinned are the user's own: they always stand.
 */
import { and, count, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MEMORY_LIMITS } from '../contract/memory-constants.ts';
import type { Db } from '../db/client.ts';
import { shownMessageSql } from '../db/queries/shown.ts';
import { chatMemory, memoryFacts } from '../db/schema.ts';

/** The fact columns a condition reads (the table, or an alias of it in raw SQL). */
type FactColumns = Record<'author' | 'pinned' | 'sourceMessageId', AnyPgColumn>;

/** Learned by the rules or the model, and neither pinned nor edited by the user since. */
const learnedOnly = (f: FactColumns): SQL => sql`(${f.author} = 'learned' and not ${f.pinned})`;

/**
 * The fact counts now: the user's own, or learned from a message the chat shows (or from no
 * message any more). One primary-key lookup of the source message per learned fact.
 */
export const factStands = (f: FactColumns = memoryFacts): SQL =>
  // One NOT EXISTS with the author test inside: the planner makes it an anti-join (an OR of
  // the two would check each fact in its own subquery, p50 13 -> 33 ms in the memory bench).
  sql`not exists (select 1 from messages m
    where m.id = ${f.sourceMessageId} and not (${shownMessageSql}) and ${learnedOnly(f)})`;

/** How many facts stand (all of them, and pinned) for the user and one Angel. */
export type FactCounts = { total: number; pinned: number };

/**
 * The standing facts of the user for each of these Angels: what the list shows, and what
 * MEMORY_LIMITS counts. A fact set aside does not take room while it is set aside (the user
 * cannot see it, so cannot delete it to make room); coming back with its message, it may
 * leave an Angel over the cap until facts are deleted, and nothing is learned meanwhile.
 */
export async function standingFacts(
  db: Db,
  userId: string,
  avatarIds: number[],
): Promise<Map<number, FactCounts>> {
  const rows = avatarIds.length
    ? await db
        .select({
          avatarId: memoryFacts.avatarId,
          total: count(),
          pinned: sql<number>`count(*) filter (where ${memoryFacts.pinned})::int`,
        })
        .from(memoryFacts)
        .where(
          and(
            eq(memoryFacts.userId, userId),
            inArray(memoryFacts.avatarId, avatarIds),
            factStands(),
          ),
        )
        .groupBy(memoryFacts.avatarId)
    : [];
  return new Map(
    avatarIds.map((id) => {
      const row = rows.find((r) => r.avatarId === id);
      return [id, { total: row?.total ?? 0, pinned: row?.pinned ?? 0 }];
    }),
  );
}

/** Whether an Angel with these standing facts may keep one more (MEMORY_LIMITS.factsPerAngel). */
export const hasRoom = (held: FactCounts | undefined): boolean =>
  (held?.total ?? 0) < MEMORY_LIMITS.factsPerAngel;

/** Removes the learned facts of messages about to be removed for good (`ids`: a subquery). */
export async function forgetLearnedFrom(db: Db, ids: SQLWrapper): Promise<void> {
  await db
    .delete(memoryFacts)
    .where(and(learnedOnly(memoryFacts), inArray(memoryFacts.sourceMessageId, ids)));
}

/**
 * The user's message `message` now says something else (in the edit's transaction): what
 * was learned from its old words goes, and learning starts again just before it, so the next
 * memory run (the edit's replies settling set it off) reads the new words.
 */
export async function unlearnEdited(
  db: Db,
  chatId: string,
  message: { id: string; seq: number },
): Promise<void> {
  await db
    .delete(memoryFacts)
    .where(and(learnedOnly(memoryFacts), eq(memoryFacts.sourceMessageId, message.id)));
  await db
    .update(chatMemory)
    .set({
      learnedThrough: sql`least(${chatMemory.learnedThrough}, ${message.seq - 1})`,
      updatedAt: sql`now()`,
    })
    .where(eq(chatMemory.chatId, chatId));
}
