import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { PRESENCE_TTL_SECONDS } from '../contract/push.ts';
import type { Db } from '../db/client.ts';
import { pushPresence } from '../db/schema.ts';

/**
 * Whether someone is looking: each tab of the app reports document.visibilityState (in view:
 * again every PRESENCE_REPORT_SECONDS; hidden: once, as it goes). A tab counts as in view until
 * PRESENCE_TTL_SECONDS after its last report, so one frozen or killed without a word stops
 * counting by itself. Rows, not memory: the report may reach one process and the reply finish
 * on another, and both read the same database (no LISTEN/NOTIFY needed, nothing to miss).
 */
export async function reportPresence(
  db: Db,
  userId: string,
  tabId: string,
  visible: boolean,
): Promise<void> {
  if (!visible) {
    await db
      .delete(pushPresence)
      .where(and(eq(pushPresence.userId, userId), eq(pushPresence.tabId, tabId)));
    return;
  }
  const visibleUntil = sql`now() + ${`${PRESENCE_TTL_SECONDS} seconds`}::interval`;
  await db
    .insert(pushPresence)
    .values({ userId, tabId, visibleUntil })
    .onConflictDoUpdate({
      target: [pushPresence.userId, pushPresence.tabId],
      set: { visibleUntil },
    });
  // Tabs that went away without a word: their rows would only grow the table.
  await db
    .delete(pushPresence)
    .where(and(eq(pushPresence.userId, userId), lt(pushPresence.visibleUntil, sql`now()`)));
}

/** A tab of the user is in view now: they see what arrives, no notification. */
export async function hasVisibleTab(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ tabId: pushPresence.tabId })
    .from(pushPresence)
    .where(and(eq(pushPresence.userId, userId), gt(pushPresence.visibleUntil, sql`now()`)))
    .limit(1);
  return row !== undefined;
}
