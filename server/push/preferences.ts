import { eq } from 'drizzle-orm';
import { LOCK_SCREEN_TEXT_DEFAULT, type PushPreferences } from '../contract/push.ts';
import type { Db } from '../db/client.ts';
import { pushPreferences } from '../db/schema.ts';

/**
 * A user's notification choices. Per account, not per device: what shows on a lock screen is
 * about the person's conversations, so a device turned on later must not show text they chose
 * to keep off every lock screen.
 */
export async function preferencesOf(db: Db, userId: string): Promise<PushPreferences> {
  const [row] = await db
    .select({ lockScreenText: pushPreferences.lockScreenText })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
  return { lockScreenText: row?.lockScreenText ?? LOCK_SCREEN_TEXT_DEFAULT };
}

export async function setPreferences(
  db: Db,
  userId: string,
  choice: PushPreferences,
): Promise<PushPreferences> {
  await db
    .insert(pushPreferences)
    .values({ userId, lockScreenText: choice.lockScreenText })
    .onConflictDoUpdate({
      target: pushPreferences.userId,
      set: { lockScreenText: choice.lockScreenText, updatedAt: new Date() },
    });
  return { lockScreenText: choice.lockScreenText };
}
