/**
 * Creating an Angel (the creator, or a card import): the cap, the content filter, then the
 * token cost through the ledger. The cost is reserved in its own transaction; the insert and
 * a zero charge entry are the next one; if that fails, the reservation is refunded. Keys on
 * the request id make a retried request create and charge once, and a request whose earlier
 * attempt failed (and was refunded) may simply be sent again.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
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
import { lockUser, postEntry, type LedgerRef } from '../money/ledger.ts';
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

function notEnoughTokens(balance: number): HttpError {
  return new HttpError(402, {
    code: ERROR_CODES.insufficientTokens,
    message: `Not enough tokens: creating an Angel costs ${tokens(ANGEL_CREATION_COST)} and you have ${balance}. Get more on the Tokens page.`,
    meta: { cost: ANGEL_CREATION_COST, balance },
  });
}

/** The ledger keys of one attempt; the first has the plain keys, a retry after a refund `:n`. */
export function angelKeys(requestId: string, attempt: number) {
  const suffix = attempt > 1 ? `:${attempt}` : '';
  return {
    reserve: `angel:${requestId}:reserve${suffix}`,
    charge: `angel:${requestId}:charge${suffix}`,
    refund: `angel:${requestId}:refund${suffix}`,
  };
}

type Earlier = { row: AvatarRow } | { attempt: number };

/** What earlier attempts of this request did: created an Angel, or the next attempt's number. */
async function earlierAttempts(db: Db, userId: string, requestId: string): Promise<Earlier> {
  const entries = await db
    .select({ kind: tokenLedger.kind })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.refType, 'avatar'),
        eq(tokenLedger.refId, requestId),
        eq(tokenLedger.userId, userId),
        inArray(tokenLedger.kind, ['reserve', 'refund']),
      ),
    );
  const reserved = entries.filter((entry) => entry.kind === 'reserve').length;
  const refunded = entries.length - reserved;
  if (reserved === refunded) return { attempt: reserved + 1 };
  const [charge] = await db
    .select({ avatarId: tokenLedger.refId })
    .from(tokenLedger)
    .where(eq(tokenLedger.idempotencyKey, angelKeys(requestId, reserved).charge))
    .limit(1);
  if (!charge?.avatarId) {
    // A twin of this request is between its reservation and its insert.
    throw new HttpError(
      503,
      { code: ERROR_CODES.timeout, message: 'This Angel is still being created; try again.' },
      { 'Retry-After': '1' },
    );
  }
  const row = await findOwnAngel(db, Number(charge.avatarId), userId);
  if (!row) throw notFound('The Angel this request created has been deleted since.');
  return { row };
}

const imageHash = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, 16);

async function insertAngel(
  db: Db,
  { userId, angel, image }: CreateAngelInput,
  keys: ReturnType<typeof angelKeys>,
  reason: string,
): Promise<AvatarRow> {
  return db.transaction(async (tx) => {
    // The user's lock serialises their creations, so the cap holds under concurrent creates.
    await lockUser(tx, userId);
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
  const earlier = await earlierAttempts(db, userId, requestId);
  if ('row' in earlier) return { row: earlier.row, created: false };
  const flagged = checkAngelTexts(angel);
  if ((await countOwnAngels(db, userId)) >= ANGELS_PER_USER_MAX) throw tooManyAngels();
  const keys = angelKeys(requestId, earlier.attempt);
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
  if (!reserved.applied) return createAngelAgain(deps, input);
  let row: AvatarRow;
  try {
    row = await insertAngel(db, input, keys, reason);
  } catch (error) {
    await db.transaction((tx) =>
      postEntry(tx, {
        userId,
        amount: ANGEL_CREATION_COST,
        kind: 'refund',
        key: keys.refund,
        reason: `Refund: creating ${angel.name} failed`,
        ref,
      }),
    );
    throw error;
  }
  await flagAngelTexts(deps, userId, flagged);
  return { row, created: true };
}

/** A twin request reserved first: answer with what it made (or its 503 while it works). */
async function createAngelAgain(
  deps: CreateAngelDeps,
  input: CreateAngelInput,
): Promise<{ row: AvatarRow; created: boolean }> {
  const earlier = await earlierAttempts(deps.db, input.userId, input.requestId);
  if ('row' in earlier) return { row: earlier.row, created: false };
  throw new HttpError(
    503,
    { code: ERROR_CODES.timeout, message: 'This Angel is still being created; try again.' },
    { 'Retry-After': '1' },
  );
}
