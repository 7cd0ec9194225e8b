import { findUser } from '../db/queries/users.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { refreshPremium } from '../money/premium.ts';
import { refreshWarningCounter } from '../moderation/warning-counter.ts';

/**
 * Premium (monthly tokens, a due renewal) and warnings (90 days) both lapse with time: settled
 * when the owner looks, or before a premium feature says no. Each only when there is something
 * that could have lapsed.
 */
export async function refreshedUser(db: Db, me: UserRow): Promise<UserRow> {
  if (me.premiumUntil) await refreshPremium(db, me.id);
  if (me.warningCounter > 0) return (await refreshWarningCounter(db, me.id)) ?? me;
  return me.premiumUntil ? ((await findUser(db, me.id)) ?? me) : me;
}
