/**
 * A chat's "writes first" setting and the user's daily cap: read and saved for the routes.
 * Saving a chat's setting also keeps the browser's time zone on the user (one zone per user:
 * the day of the cap and the waking hours of every chat are the same clock's).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { formatTimeOfDay, parseTimeOfDay, WRITES_FIRST } from '../contract/proactive-constants.ts';
import type { WritesFirst, WritesFirstBody } from '../contract/proactive.ts';
import type { Db } from '../db/client.ts';
import { proactiveChats, proactivePrefs, proactiveSends, type ChatRow } from '../db/schema.ts';
import { moneyFacts } from './facts.ts';
import { localTime } from './rules.ts';

async function prefsOf(db: Db, userId: string) {
  const [prefs] = await db.select().from(proactivePrefs).where(eq(proactivePrefs.userId, userId));
  return {
    dailyCap: prefs?.dailyCap ?? WRITES_FIRST.dailyCapDefault,
    zone: prefs?.timeZone ?? null,
  };
}

export async function readWritesFirst(db: Db, chat: ChatRow, now: Date): Promise<WritesFirst> {
  const [[row], prefs] = await Promise.all([
    db.select().from(proactiveChats).where(eq(proactiveChats.chatId, chat.id)),
    prefsOf(db, chat.userId),
  ]);
  let sentToday = 0;
  if (prefs.zone) {
    const [sent] = await db
      .select({ n: count() })
      .from(proactiveSends)
      .where(
        and(
          eq(proactiveSends.chatId, chat.id),
          eq(proactiveSends.localDay, localTime(now, prefs.zone).date),
        ),
      );
    sentToday = sent?.n ?? 0;
  }
  return {
    enabled: row?.enabled ?? false,
    perDay: row?.perDay ?? WRITES_FIRST.perDayDefault,
    wakeStart: formatTimeOfDay(row?.wakeStart ?? WRITES_FIRST.wakeStartDefault),
    wakeEnd: formatTimeOfDay(row?.wakeEnd ?? WRITES_FIRST.wakeEndDefault),
    timeZone: prefs.zone,
    cost: WRITES_FIRST.cost,
    dailyCap: prefs.dailyCap,
    sentToday,
  };
}

/** Saved as asked; an opted-in chat is looked at by the next scheduler run. */
export async function saveWritesFirst(
  db: Db,
  chat: ChatRow,
  body: WritesFirstBody,
  now: Date,
): Promise<void> {
  const setting = {
    enabled: body.enabled,
    perDay: body.perDay,
    wakeStart: parseTimeOfDay(body.wakeStart) ?? WRITES_FIRST.wakeStartDefault,
    wakeEnd: parseTimeOfDay(body.wakeEnd) ?? WRITES_FIRST.wakeEndDefault,
    nextCheckAt: now,
    updatedAt: sql`now()`,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(proactivePrefs)
      .values({
        userId: chat.userId,
        dailyCap: WRITES_FIRST.dailyCapDefault,
        timeZone: body.timeZone,
      })
      .onConflictDoUpdate({
        target: proactivePrefs.userId,
        set: { timeZone: body.timeZone, updatedAt: sql`now()` },
      });
    await tx
      .insert(proactiveChats)
      .values({ chatId: chat.id, userId: chat.userId, ...setting })
      .onConflictDoUpdate({ target: proactiveChats.chatId, set: setting });
  });
}

export async function readDailyCap(db: Db, userId: string, now: Date) {
  const { zone } = await prefsOf(db, userId);
  const money = await moneyFacts(db, userId, localTime(now, zone ?? 'UTC').date);
  return { dailyCap: money.dailyCap, spentToday: money.spentToday, cost: money.cost };
}

export async function saveDailyCap(db: Db, userId: string, dailyCap: number): Promise<void> {
  await db
    .insert(proactivePrefs)
    .values({ userId, dailyCap })
    .onConflictDoUpdate({
      target: proactivePrefs.userId,
      set: { dailyCap, updatedAt: sql`now()` },
    });
}
