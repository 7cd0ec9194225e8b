import type { Db } from '../client.ts';
import { coupons, premiumPlans, tokenPackages } from '../schema.ts';

/** What is on sale in the demo; prices in minor units of the configured currency. */
export const TOKEN_PACKAGES = [
  { id: 'tokens-100', tokens: 100, priceMinor: 499, position: 1 },
  { id: 'tokens-500', tokens: 500, priceMinor: 1999, position: 2 },
  { id: 'tokens-1200', tokens: 1200, priceMinor: 3999, position: 3 },
  { id: 'tokens-3000', tokens: 3000, priceMinor: 8999, position: 4 },
];

export const PREMIUM_PLANS = [
  {
    id: 'premium-monthly',
    name: 'Monthly',
    months: 1,
    priceMinor: 1499,
    monthlyTokens: 300,
    position: 1,
  },
  {
    id: 'premium-yearly',
    name: 'Yearly',
    months: 12,
    priceMinor: 11999,
    monthlyTokens: 300,
    position: 2,
  },
];

/** The README lists it: 20% off anything, once per account. */
export const DEMO_COUPONS = [{ code: 'WELCOME20', percentOff: 20, maxPerUser: 1 }];

/** Inserts the products and coupons that are missing (idempotent, never changes prices). */
export async function seedProducts(db: Db): Promise<void> {
  await db.insert(tokenPackages).values(TOKEN_PACKAGES).onConflictDoNothing();
  await db.insert(premiumPlans).values(PREMIUM_PLANS).onConflictDoNothing();
  await db.insert(coupons).values(DEMO_COUPONS).onConflictDoNothing();
}
