/** What the data export holds of Angels who write first: the cap, the zone, each chat's setting. */
import { and, eq } from 'drizzle-orm';
import { formatTimeOfDay, WRITES_FIRST } from '../contract/proactive-constants.ts';
import type { Db } from '../db/client.ts';
import { shownChat } from '../db/queries/shown.ts';
import { chats, proactiveChats, proactivePrefs } from '../db/schema.ts';

export async function exportWritesFirst(db: Db, userId: string) {
  const [[prefs], rows] = await Promise.all([
    db.select().from(proactivePrefs).where(eq(proactivePrefs.userId, userId)),
    db
      .select({ chatHash: chats.chatHash, setting: proactiveChats })
      .from(proactiveChats)
      .innerJoin(chats, eq(chats.id, proactiveChats.chatId))
      .where(and(eq(proactiveChats.userId, userId), shownChat())),
  ]);
  return {
    dailyCap: prefs?.dailyCap ?? WRITES_FIRST.dailyCapDefault,
    timeZone: prefs?.timeZone ?? null,
    chats: rows.map(({ chatHash, setting }) => ({
      chatHash,
      enabled: setting.enabled,
      perDay: setting.perDay,
      wakeStart: formatTimeOfDay(setting.wakeStart),
      wakeEnd: formatTimeOfDay(setting.wakeEnd),
    })),
  };
}
