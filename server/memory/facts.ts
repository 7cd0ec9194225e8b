import { and, desc, eq, or, sql } from 'drizzle-orm';
import {
  MEMORY_ERROR_CODES,
  MEMORY_LIMITS,
  type AddFactBody,
  type EditFactBody,
  type Fact,
  type FactKind,
  type FactPage,
} from '../contract/memory.ts';
import type { Db } from '../db/client.ts';
import { avatars, chats, memoryFacts, messages, type MemoryFactRow } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { factStands, hasRoom, standingFacts } from './shown-facts.ts';
import { dropSummariesMentioning } from './summary-erasure.ts';

/** The facts' owner and Angel: every query here is scoped by both. */
export type Owner = { userId: string; avatarId: number };

const noSuchAngel = () => notFound('This Angel does not exist or is not visible to you.');
const noSuchFact = () => notFound('This memory does not exist (it may have been deleted).');

/** The Angel, if the user may see it (public, or their own). */
export async function visibleAngel(db: Db, { userId, avatarId }: Owner) {
  const [angel] = await db
    .select({ id: avatars.id, name: avatars.name })
    .from(avatars)
    .where(
      and(
        eq(avatars.id, avatarId),
        or(eq(avatars.visibility, 'public'), eq(avatars.ownerId, userId)),
      ),
    );
  if (!angel) throw noSuchAngel();
  return angel;
}

const scope = ({ userId, avatarId }: Owner) =>
  and(eq(memoryFacts.userId, userId), eq(memoryFacts.avatarId, avatarId));

const columns = {
  fact: memoryFacts,
  chatHash: chats.chatHash,
};

function present(row: { fact: MemoryFactRow; chatHash: string | null }): Fact {
  const { fact, chatHash } = row;
  return {
    id: fact.id,
    avatarId: fact.avatarId,
    kind: fact.kind,
    text: fact.text,
    author: fact.author,
    pinned: fact.pinned,
    source: fact.sourceMessageId && chatHash ? { chatHash, messageId: fact.sourceMessageId } : null,
    createdAt: fact.createdAt.toISOString(),
    updatedAt: fact.updatedAt.toISOString(),
  };
}

function withSource(db: Db) {
  return db
    .select(columns)
    .from(memoryFacts)
    .leftJoin(messages, eq(messages.id, memoryFacts.sourceMessageId))
    .leftJoin(chats, eq(chats.id, messages.chatId));
}

/**
 * One page of what the Angel remembers: pinned first, then newest first. Facts set aside with
 * a message the chat no longer shows (shown-facts.ts) are left out until it comes back.
 */
export async function listFacts(
  db: Db,
  owner: Owner,
  page: number,
  pageSize: number,
): Promise<FactPage> {
  const angel = await visibleAngel(db, owner);
  const [rows, { total, pinned }] = await Promise.all([
    withSource(db)
      .where(and(scope(owner), factStands()))
      .orderBy(desc(memoryFacts.pinned), desc(memoryFacts.createdAt), desc(memoryFacts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    counts(db, owner),
  ]);
  return {
    angel,
    pinned,
    firstPage: page === 1,
    lastPage: page * pageSize >= total,
    page,
    pageSize,
    total,
    items: rows.map(present),
  };
}

async function findFact(db: Db, owner: Owner, id: number): Promise<Fact> {
  const [row] = await withSource(db).where(and(scope(owner), eq(memoryFacts.id, id)));
  if (!row) throw noSuchFact();
  return present(row);
}

/** The facts that stand (shown-facts.ts): what the list shows and the limits count. */
async function counts(db: Db, { userId, avatarId }: Owner) {
  const held = await standingFacts(db, userId, [avatarId]);
  return held.get(avatarId) ?? { total: 0, pinned: 0 };
}

const full = (what: string) => conflict(MEMORY_ERROR_CODES.memoryFull, what);

/**
 * A fact the user writes. The body's id is the client's key: the same add twice (an outbox
 * sending again) answers with the fact the first made; the same text as a fact already kept
 * answers with that fact (pinned if asked).
 */
export async function addFact(
  db: Db,
  owner: Owner,
  body: AddFactBody & { kind: FactKind; pinned: boolean },
): Promise<{ fact: Fact; created: boolean }> {
  await visibleAngel(db, owner);
  const [again] = await db
    .select({ id: memoryFacts.id, userId: memoryFacts.userId, avatarId: memoryFacts.avatarId })
    .from(memoryFacts)
    .where(eq(memoryFacts.clientId, body.id));
  if (again) {
    if (again.userId !== owner.userId || again.avatarId !== owner.avatarId) {
      throw conflict(
        MEMORY_ERROR_CODES.factIdTaken,
        'This id is already used; add the memory with a new id.',
      );
    }
    return { fact: await findFact(db, owner, again.id), created: false };
  }
  const held = await counts(db, owner);
  if (!hasRoom(held)) {
    throw full(
      `An Angel keeps at most ${MEMORY_LIMITS.factsPerAngel} memories: delete some first.`,
    );
  }
  if (body.pinned && held.pinned >= MEMORY_LIMITS.pinnedPerAngel) throw pinnedFull();
  const [row] = await db
    .insert(memoryFacts)
    .values({
      ...owner,
      clientId: body.id,
      text: body.text,
      kind: body.kind,
      pinned: body.pinned,
      author: 'user',
    })
    .onConflictDoUpdate({
      target: [memoryFacts.userId, memoryFacts.avatarId, memoryFacts.text],
      // Written by the user now, it is theirs: it stands even if it was learned from a message
      // since set aside (shown-facts.ts).
      set: {
        pinned: sql`${memoryFacts.pinned} or ${body.pinned}`,
        author: 'user',
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: memoryFacts.id });
  return { fact: await findFact(db, owner, row?.id ?? 0), created: true };
}

const pinnedFull = () =>
  full(`At most ${MEMORY_LIMITS.pinnedPerAngel} memories can be pinned: unpin one first.`);

/** Changes a fact; edited text is the user's own from then on (author "user"). */
export async function editFact(
  db: Db,
  owner: Owner,
  id: number,
  body: EditFactBody,
): Promise<Fact> {
  const before = await findFact(db, owner, id);
  if (
    body.pinned &&
    !before.pinned &&
    (await counts(db, owner)).pinned >= MEMORY_LIMITS.pinnedPerAngel
  ) {
    throw pinnedFull();
  }
  const changesText = body.text !== undefined && body.text !== before.text;
  try {
    await db
      .update(memoryFacts)
      .set({
        ...(changesText ? { text: body.text, author: 'user' as const } : {}),
        ...(body.kind ? { kind: body.kind } : {}),
        ...(body.pinned !== undefined ? { pinned: body.pinned } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(scope(owner), eq(memoryFacts.id, id)));
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(MEMORY_ERROR_CODES.factExists, 'The Angel already remembers exactly this.');
    throw error;
  }
  // What the Angel knew before the edit must not live on in a summary.
  if (changesText) await dropSummariesMentioning(db, owner, [before.text]);
  return findFact(db, owner, id);
}

/** Deletes a fact: gone from every later prompt, and from the summaries that mention it. */
export async function deleteFact(db: Db, owner: Owner, id: number): Promise<void> {
  const [gone] = await db
    .delete(memoryFacts)
    .where(and(scope(owner), eq(memoryFacts.id, id)))
    .returning({ text: memoryFacts.text });
  if (gone) await dropSummariesMentioning(db, owner, [gone.text]);
}

/** "Forget everything": every fact and every story so far of the chats the Angel sits in. */
export async function forgetAll(db: Db, owner: Owner): Promise<number> {
  await visibleAngel(db, owner);
  const gone = await db.delete(memoryFacts).where(scope(owner)).returning({ id: memoryFacts.id });
  await dropSummariesMentioning(db, owner, null);
  return gone.length;
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
