import { createHash } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Paged } from '../contract/paging.ts';
import { pageOf } from '../contract/paging.ts';
import type { PushDevice, SubscribeBody } from '../contract/push.ts';
import type { Db } from '../db/client.ts';
import { pushSubscriptions, type PushSubscriptionRow } from '../db/schema.ts';

export const endpointHash = (endpoint: string) =>
  createHash('sha256').update(endpoint).digest('base64url');

export const presentDevice = (row: PushSubscriptionRow): PushDevice => ({
  id: row.id,
  device: row.device,
  createdAt: row.createdAt.toISOString(),
  lastDeliveredAt: row.lastDeliveredAt?.toISOString() ?? null,
  endpointHash: endpointHash(row.endpoint),
});

/**
 * Subscribe this browser, idempotently by endpoint: the same browser again updates its keys,
 * label and login. An endpoint another account had goes to the caller: whoever holds it is
 * on that browser now (it logged in there), and the other account must not reach them.
 */
export async function subscribe(
  db: Db,
  userId: string,
  body: SubscribeBody,
  device: string,
  sessionFamily: string | null,
): Promise<{ row: PushSubscriptionRow; created: boolean }> {
  const values = {
    userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    device,
    sessionFamily,
  };
  const [existing] = await db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, body.endpoint));
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        ...values,
        // Another account's row starts over for the caller: its history is not theirs.
        ...(existing && existing.userId !== userId
          ? { createdAt: new Date(), lastDeliveredAt: null }
          : {}),
      },
    })
    .returning();
  if (!row) throw new Error('The subscription was not stored');
  return { row, created: !existing };
}

export async function listDevices(
  db: Db,
  userId: string,
  q: { page: number; pageSize: number },
): Promise<Paged<PushDevice>> {
  const mine = eq(pushSubscriptions.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pushSubscriptions)
      .where(mine)
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(pushSubscriptions).where(mine),
  ]);
  return pageOf(rows.map(presentDevice), total?.n ?? 0, q);
}

/** Turn a device off: only one of the caller's (another's is as absent as a wrong id). */
export async function removeDevice(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return gone.length === 1;
}

/** Logout on one device: the devices that login subscribed receive nothing more. */
export async function removeSessionDevices(db: Db, sessionFamily: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionFamily, sessionFamily));
}

/** Logout everywhere: every device of the account. */
export async function removeAllDevices(db: Db, userId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
