import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { postEntry } from '../money/ledger.ts';

/**
 * Sets a test user's balance the way support would: an `adjust` entry for the difference,
 * so the balance stays the sum of the ledger (a check after every test file insists).
 */
export async function setBalance(db: Db, userId: string, tokens: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ tokens: users.tokens }).from(users).where(eq(users.id, userId));
    const amount = tokens - (row?.tokens ?? 0);
    if (amount === 0) return;
    await postEntry(tx, {
      userId,
      amount,
      kind: 'adjust',
      key: `test-adjust:${randomUUID()}`,
      reason: 'Adjusted by support',
    });
  });
}
