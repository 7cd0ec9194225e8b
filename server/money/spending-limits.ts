/**
 * Monthly spending limits the user sets on themselves (issue 32 item 4): money spent on
 * purchases and tokens spent on replies and Angels, per calendar month in UTC. A purchase or a
 * spend that would take the month past a limit is refused with a readable 402 before anything
 * is charged; from SPENDING_LIMITS.warnShare of a limit on, the app warns.
 *
 * Tokens are checked where every spend is written (the ledger's reservations, under the user's
 * row lock, so two spends cannot both squeeze under the limit); money where an order is opened.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../contract/errors.ts';
import { SPENDING_LIMITS, type Spending, type SpendingLimitsBody } from '../contract/spending.ts';
import type { Db } from '../db/client.ts';
import { orders, spendingLimits, tokenLedger } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { formatMoney } from './pricing.ts';

/** Ledger entries that spend on something (a reply, an Angel), refunds of them included. */
const SPENDING_REFS = ['message', 'avatar'] as const;

export type Month = { start: Date; end: Date };

/** The calendar month (UTC) that holds `now`. */
export function monthOf(now: Date): Month {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

const NO_LIMITS: SpendingLimitsBody = { monthlyTokens: null, monthlyMoneyMinor: null };

export async function limitsOf(db: Db, userId: string): Promise<SpendingLimitsBody> {
  const [row] = await db
    .select({
      monthlyTokens: spendingLimits.monthlyTokens,
      monthlyMoneyMinor: spendingLimits.monthlyMoneyMinor,
    })
    .from(spendingLimits)
    .where(eq(spendingLimits.userId, userId));
  return row ?? NO_LIMITS;
}

export async function setLimits(db: Db, userId: string, limits: SpendingLimitsBody): Promise<void> {
  await db
    .insert(spendingLimits)
    .values({ userId, ...limits })
    .onConflictDoUpdate({
      target: spendingLimits.userId,
      set: { ...limits, updatedAt: sql`now()` },
    });
}

/** Tokens spent in the month: reservations less their refunds. */
export async function tokensSpent(db: Db, userId: string, month: Month): Promise<number> {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(-sum(${tokenLedger.amount}), 0)` })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.userId, userId),
        inArray(tokenLedger.refType, [...SPENDING_REFS]),
        gte(tokenLedger.createdAt, month.start),
        lt(tokenLedger.createdAt, month.end),
      ),
    );
  return Math.max(0, Number(row?.spent ?? 0));
}

/** Money spent in the month: the orders completed in it (renewals included), as paid. */
export async function moneySpent(db: Db, userId: string, month: Month): Promise<number> {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(sum(${orders.priceMinor}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'complete'),
        gte(orders.completedAt, month.start),
        lt(orders.completedAt, month.end),
      ),
    );
  return Number(row?.spent ?? 0);
}

const near = (spent: number, limit: number | null) =>
  limit !== null && spent >= limit * SPENDING_LIMITS.warnShare;

export async function spendingOf(
  db: Db,
  userId: string,
  currency: string,
  now = new Date(),
): Promise<Spending> {
  const month = monthOf(now);
  const [limits, spentTokens, spentMoneyMinor] = await Promise.all([
    limitsOf(db, userId),
    tokensSpent(db, userId, month),
    moneySpent(db, userId, month),
  ]);
  return {
    ...limits,
    currency,
    monthStart: month.start.toISOString(),
    monthEnd: month.end.toISOString(),
    spentTokens,
    spentMoneyMinor,
    tokensNear: near(spentTokens, limits.monthlyTokens),
    moneyNear: near(spentMoneyMinor, limits.monthlyMoneyMinor),
  };
}

const dayOf = (month: Month) =>
  month.start.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

function limitReached(message: string, limit: number, spent: number): HttpError {
  return new HttpError(402, {
    code: ERROR_CODES.limitReached,
    message,
    meta: { limit, spent },
  });
}

/**
 * Refuses a spend of `tokens` that would take the month past the user's token limit. Called
 * inside the ledger's transaction, after the user's row is locked. Cheap when there is no limit.
 */
export async function assertTokenLimit(
  tx: Db,
  userId: string,
  tokens: number,
  now = new Date(),
): Promise<void> {
  const { monthlyTokens: limit } = await limitsOf(tx, userId);
  if (limit === null || tokens <= 0) return;
  const month = monthOf(now);
  const spent = await tokensSpent(tx, userId, month);
  if (spent + tokens <= limit) return;
  throw limitReached(
    `This would spend ${tokens} ${tokens === 1 ? 'token' : 'tokens'}, past your monthly limit of ${limit} ` +
      `(${spent} spent since ${dayOf(month)}). Change the limit in Settings → Spending.`,
    limit,
    spent,
  );
}

/** Refuses a purchase of `priceMinor` that would take the month past the money limit. */
export async function assertMoneyLimit(
  db: Db,
  userId: string,
  priceMinor: number,
  currency: string,
  now = new Date(),
): Promise<void> {
  const { monthlyMoneyMinor: limit } = await limitsOf(db, userId);
  if (limit === null || priceMinor <= 0) return;
  const month = monthOf(now);
  const spent = await moneySpent(db, userId, month);
  if (spent + priceMinor <= limit) return;
  const money = (minor: number) => formatMoney(minor, currency);
  throw limitReached(
    `This purchase of ${money(priceMinor)} would take you past your monthly limit of ` +
      `${money(limit)} (${money(spent)} spent since ${dayOf(month)}). ` +
      'Change the limit in Settings → Spending.',
    limit,
    spent,
  );
}
