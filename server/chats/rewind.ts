/**
 * Rewind: "Go back to here" sets every message shown after one aside, as a branch of the chat
 * (chat_branches; messages.branch_id), and returning to a branch swaps it back: what is shown
 * after its point becomes a branch in turn. Nothing is ever deleted here, so any number of
 * misclicks lose nothing. Every read of the chat, the model's included, skips set-aside
 * messages (db/queries/shown.ts). Refused while a reply is being written: its words would land
 * after a point the user has just left.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { BRANCH_LIST_MAX, BRANCH_PREVIEW_CHARS, type Branch } from '../contract/rewind.ts';
import type { Db } from '../db/client.ts';
import { shownMessage } from '../db/queries/shown.ts';
import { chatBranches, chats, messages, type ChatRow } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { lockChatWhenIdle, shownMessageOfChat } from './chat-lock.ts';
import { reviseHistory } from './history-revision.ts';
import { isUuid } from '../contract/ids.ts';

/** Sets aside what is shown after `anchorSeq` as a new branch; null when nothing is. */
async function setAsideAfter(tx: Db, chatId: string, anchorSeq: number) {
  const [branch] = await tx.insert(chatBranches).values({ chatId, anchorSeq }).returning();
  if (!branch) throw new Error('Inserting a branch returned nothing');
  const moved = await tx
    .update(messages)
    .set({ branchId: branch.id })
    .where(and(eq(messages.chatId, chatId), gt(messages.seq, anchorSeq), shownMessage()))
    .returning({ id: messages.id });
  if (moved.length > 0) {
    await reviseHistory(tx, chatId);
    return { branchId: branch.id, hidden: moved.length, fromSeq: anchorSeq };
  }
  await tx.delete(chatBranches).where(eq(chatBranches.id, branch.id));
  return { branchId: null, hidden: 0, fromSeq: anchorSeq };
}

/**
 * Goes back to message `id`: what follows it is set aside (the answer names the branch).
 * `fromSeq`, here and below: the chat changed after this point (memory's story follows).
 */
export async function rewindTo(db: Db, chat: ChatRow, id: string) {
  return db.transaction(async (tx) => {
    await lockChatWhenIdle(tx, chat.id);
    const anchor = await shownMessageOfChat(tx, chat.id, id);
    return setAsideAfter(tx, chat.id, anchor.seq);
  });
}

/** The branch, if it is this chat's and still holds a message the user has not deleted. */
async function liveBranch(tx: Db, chatId: string, branchId: string) {
  const [branch] = await tx
    .select()
    .from(chatBranches)
    .where(and(eq(chatBranches.id, branchId), eq(chatBranches.chatId, chatId)));
  if (!branch) return undefined;
  const [held] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.branchId, branchId), isNull(messages.deletedAt)))
    .limit(1);
  return held ? branch : undefined;
}

/**
 * Brings a branch back: what is shown after its point is set aside first (a new branch,
 * named in the answer), so the swap loses nothing either way. When the branch's point itself
 * lies in another branch (a later rewind went further back), that one comes back first.
 */
export async function returnToBranch(db: Db, chat: ChatRow, branchId: string) {
  const gone = () => notFound('This earlier version is no longer there (restored or cleared).');
  if (!isUuid(branchId)) throw gone();
  return db.transaction(async (tx) => {
    await lockChatWhenIdle(tx, chat.id);
    const target = await liveBranch(tx, chat.id, branchId);
    if (!target) throw gone();
    let fromSeq = target.anchorSeq;
    // Each round brings one enclosing branch back, so this ends within the chat's branches.
    for (let round = 0; round < 1000; round++) {
      const [anchor] = await tx
        .select({ branchId: messages.branchId })
        .from(messages)
        .where(and(eq(messages.chatId, chat.id), eq(messages.seq, target.anchorSeq)));
      if (!anchor?.branchId || anchor.branchId === target.id) break;
      const outer = await liveBranch(tx, chat.id, anchor.branchId);
      if (!outer) break;
      const swapped = await swapIn(tx, chat.id, outer.id, outer.anchorSeq);
      fromSeq = Math.min(fromSeq, swapped.fromSeq);
    }
    const done = await swapIn(tx, chat.id, target.id, target.anchorSeq);
    return { ...done, fromSeq: Math.min(fromSeq, done.fromSeq) };
  });
}

async function swapIn(tx: Db, chatId: string, branchId: string, anchorSeq: number) {
  const { branchId: aside } = await setAsideAfter(tx, chatId, anchorSeq);
  const restored = await tx
    .update(messages)
    .set({ branchId: null })
    .where(eq(messages.branchId, branchId))
    .returning({ deleted: messages.deletedAt });
  await tx.delete(chatBranches).where(eq(chatBranches.id, branchId));
  await reviseHistory(tx, chatId);
  await tx
    .update(chats)
    .set({ updatedAt: sql`now()` })
    .where(eq(chats.id, chatId));
  return {
    restored: restored.filter((row) => row.deleted === null).length,
    branchId: aside,
    fromSeq: anchorSeq,
  };
}

/** The chat's branches that still hold something, newest first, each named by its start. */
export async function listBranches(db: Db, chatId: string): Promise<Branch[]> {
  const held = await db
    .select({ id: chatBranches.id, createdAt: chatBranches.createdAt, count: count() })
    .from(chatBranches)
    .innerJoin(messages, and(eq(messages.branchId, chatBranches.id), isNull(messages.deletedAt)))
    .where(eq(chatBranches.chatId, chatId))
    .groupBy(chatBranches.id)
    .orderBy(desc(chatBranches.createdAt), desc(chatBranches.id))
    .limit(BRANCH_LIST_MAX);
  if (held.length === 0) return [];
  const firsts = await db
    .selectDistinctOn([messages.branchId], {
      branchId: messages.branchId,
      text: messages.text,
      hiddenAt: messages.hiddenAt,
    })
    .from(messages)
    .where(
      and(
        inArray(
          messages.branchId,
          held.map((b) => b.id),
        ),
        isNull(messages.deletedAt),
      ),
    )
    .orderBy(messages.branchId, asc(messages.seq));
  const previews = new Map(
    firsts.map((f) => [f.branchId, f.hiddenAt ? '' : f.text.slice(0, BRANCH_PREVIEW_CHARS)]),
  );
  return held.map((b) => ({
    id: b.id,
    createdAt: b.createdAt.toISOString(),
    count: b.count,
    preview: previews.get(b.id) ?? '',
  }));
}
