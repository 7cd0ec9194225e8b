/**
 * Creating an Angel (the creator, or a card import): the cap, the content filter, then the
 * token cost through the ledger. The cost is reserved in its own transaction; the insert and
 * a zero charge entry are the next one; if that fails, the reservation is refunded. Keys on
 * the user and the request id make a retried request create and charge once, and a request
 * whose earlier attempt failed (and was refunded) may simply be sent again.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ANGEL_CREATION_COST, ANGELS_PER_USER_MAX } from '../contract/constants.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import type { Db } from '../db/client.ts';
import { userBalance } from '../db/queries/messages.ts';
import {
  avatarImages,
  avatars,
  tokenLedger,
  type AngelProfile,
  type AvatarRow,
} from '../db/schema.ts';
import type { PortraitOptions } from '../engines/image/portrait-options.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { keyUsed, lockUser, postEntry, type LedgerRef } from '../money/ledger.ts';
import { countOwnAngels, findOwnAngel } from './queries.ts';
import { checkAngelTexts, flagAngelTexts } from './text-filter.ts';

export type NewAngel = {
  name: string;
  gender: AvatarRow['gender'];
  age: number;
  ethnicity: AvatarRow['ethnicity'];
  tagline: string;
  occupation: string;
  bio: string;
  personality: string[];
  interests: string[];
  greeting: string;
  portrait: PortraitOptions;
  source: 'created' | 'imported';
  profile: AngelProfile;
};

export type AngelImage = { contentType: 'image/png'; bytes: Buffer };

export type CreateAngelInput = {
  userId: string;
  requestId: string;
  angel: NewAngel;
  image?: AngelImage;
};

/** Only the database and the agents' live queue are needed (any ModerationDeps will do). */
export type CreateAngelDeps = { db: Db; live: LiveEvents };

const tokens = (n: number) => `${n} ${n === 1 ? 'token' : 'tokens'}`;

export function tooManyAngels(): HttpError {
  return new HttpError(409, {
    code: ERROR_CODES.tooManyAngels,
    message: `You already have ${ANGELS_PER_USER_MAX} Angels, the most an account can keep. Delete one to make room.`,
  });
}

export function notEnoughTokens(balance: number): HttpError {
  return new HttpError(402, {
    code: ERROR_CODES.insufficientTokens,
    message: `Not enough tokens: creating an Angel costs ${tokens(ANGEL_CREATION_COST)} and you have ${balance}. Get more on the Tokens page.`,
    meta: { cost: ANGEL_CREATION_COST, balance },
  });
}

/** An attempt unsettled this long lost its process between reservation and insert. */
export const UNSETTLED_AFTER = sql`interval '2 minutes'`;

/**
 * The ledger keys of one attempt; the first has the plain keys, a retry after a refund `:n`.
 * The user is part of them: request ids are the client's, and another user's must not collide.
 */
export function angelKeys(userId: string, requestId: string, attempt: number) {
  const suffix = attempt > 1 ? `:${attempt}` : '';
  const base = `angel:${userId}:${requestId}`;
  return {
    reserve: `${base}:reserve${suffix}`,
    charge: `${base}:charge${suffix}`,
    refund: `${base}:refund${suffix}`,
  };
}

type AngelKeys = ReturnType<typeof angelKeys>;

function stillCreating(): HttpError {
  return new HttpError(
    503,
    { code: ERROR_CODES.timeout, message: 'This Angel is still being created; try again.' },
    { 'Retry-After': '1' },
  );
}

/** Gives back an attempt's reservation, once (its refund key). */
const refundEntry = (userId: string, requestId: string, keys: AngelKeys, name: string) => ({
  userId,
  amount: ANGEL_CREATION_COST,
  kind: 'refund' as const,
  key: keys.refund,
  reason: `Refund: creating ${name} failed`,
  ref: { type: 'avatar' as const, id: requestId },
});

type Earlier = { row: AvatarRow } | { attempt: number };

/**
 * What earlier attempts of this request did: created an Angel, or the next attempt's number.
 * An attempt still unsettled after UNSETTLED_AFTER never got its Angel (its process died
 * between reservation and insert): it is refunded, and this request becomes the next attempt.
 */
async function earlierAttempts(
  db: Db,
  { userId, requestId, angel }: CreateAngelInput,
): Promise<Earlier> {
  const entries = await db
    .select({
      kind: tokenLedger.kind,
      unsettled: sql<boolean>`${tokenLedger.createdAt} < now() - ${UNSETTLED_AFTER}`,
    })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.userId, userId),
        eq(tokenLedger.refType, 'avatar'),
        eq(tokenLedger.refId, requestId),
        inArray(tokenLedger.kind, ['reserve', 'refund']),
      ),
    )
    .orderBy(asc(tokenLedger.id));
  const reserves = entries.filter((entry) => entry.kind === 'reserve');
  const refunded = entries.length - reserves.length;
  if (reserves.length === refunded) return { attempt: reserves.length + 1 };
  const attempt = reserves.length;
  const keys = angelKeys(userId, requestId, attempt);
  const [charge] = await db
    .select({ avatarId: tokenLedger.refId })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.idempotencyKey, keys.charge)))
    .limit(1);
  if (charge?.avatarId) {
    const row = await findOwnAngel(db, Number(charge.avatarId), userId);
    if (!row) throw notFound('The Angel this request created has been deleted since.');
    return { row };
  }
  // A twin of this request is between its reservation and its insert, or died there.
  if (!reserves.at(-1)?.unsettled) throw stillCreating();
  const given = await db.transaction(async (tx) => {
    // Under the user's lock, which the insert takes too: it either charged already (and the
    // next try finds its Angel) or will see this refund and store nothing.
    await lockUser(tx, userId);
    if (await keyUsed(tx, keys.charge)) return false;
    await postEntry(tx, refundEntry(userId, requestId, keys, angel.name));
    return true;
  });
  if (!given) throw stillCreating();
  return { attempt: attempt + 1 };
}

const imageHash = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, 16);

async function insertAngel(
  db: Db,
  { userId, angel, image }: CreateAngelInput,
  keys: AngelKeys,
  reason: string,
): Promise<AvatarRow> {
  return db.transaction(async (tx) => {
    // The user's lock serialises their creations, so the cap holds under concurrent creates.
    await lockUser(tx, userId);
    // Too slow: a retry took this attempt for dead and refunded it. Its Angel must not come.
    if (await keyUsed(tx, keys.refund)) throw stillCreating();
    if ((await countOwnAngels(tx, userId)) >= ANGELS_PER_USER_MAX) throw tooManyAngels();
    const [row] = await tx
      .insert(avatars)
      .values({ ...angel, ownerId: userId, visibility: 'private' })
      .returning();
    if (!row) throw new Error('The Angel was not stored');
    if (image) {
      await tx.insert(avatarImages).values({
        avatarId: row.id,
        contentType: image.contentType,
        bytes: image.bytes,
        hash: imageHash(image.bytes),
      });
    }
    const ref: LedgerRef = { type: 'avatar', id: String(row.id) };
    await postEntry(tx, { userId, amount: 0, kind: 'charge', key: keys.charge, reason, ref });
    return row;
  });
}

/**
 * Creates the user's private Angel, charging ANGEL_CREATION_COST once per request id.
 * `created: false`: the request was seen before; `row` is the Angel it created then.
 * Throws 409 TOO_MANY_ANGELS, 422 CONTENT_BLOCKED (meta.field), 402 INSUFFICIENT_TOKENS.
 */
export async function createAngel(
  deps: CreateAngelDeps,
  input: CreateAngelInput,
): Promise<{ row: AvatarRow; created: boolean }> {
  const { db } = deps;
  const { userId, requestId, angel } = input;
  const earlier = await earlierAttempts(db, input);
  if ('row' in earlier) return { row: earlier.row, created: false };
  const flagged = checkAngelTexts(angel);
  if ((await countOwnAngels(db, userId)) >= ANGELS_PER_USER_MAX) throw tooManyAngels();
  const keys = angelKeys(userId, requestId, earlier.attempt);
  const reason = `Created the Angel ${angel.name}`;
  const ref: LedgerRef = { type: 'avatar', id: requestId };
  const reserved = await db.transaction((tx) =>
    postEntry(tx, {
      userId,
      amount: -ANGEL_CREATION_COST,
      kind: 'reserve',
      key: keys.reserve,
      reason,
      ref,
    }),
  );
  if (!reserved) throw notEnoughTokens(await userBalance(db, userId));
  if (!reserved.applied) {
    // A twin request reserved first: answer with what it made (or 503 while it works).
    const twin = await earlierAttempts(db, input);
    if ('row' in twin) return { row: twin.row, created: false };
    throw stillCreating();
  }
  let row: AvatarRow;
  try {
    row = await insertAngel(db, input, keys, reason);
  } catch (error) {
    await db.transaction((tx) => postEntry(tx, refundEntry(userId, requestId, keys, angel.name)));
    throw error;
  }
  await flagAngelTexts(deps, userId, flagged);
  return { row, created: true };
}
