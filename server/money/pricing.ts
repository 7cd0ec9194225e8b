/**
 * What things cost: the products on sale and the price of one, with or without a coupon.
 * Every order is priced here, from the database; nothing a link or form carries is trusted.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ProductType } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import {
  premiumPlans,
  tokenPackages,
  type CouponRow,
  type PremiumPlanRow,
  type TokenPackageRow,
} from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { ERROR_CODES } from '../contract/errors.ts';

export type Product =
  | { type: 'tokens'; id: string; priceMinor: number; description: string; row: TokenPackageRow }
  | { type: 'premium'; id: string; priceMinor: number; description: string; row: PremiumPlanRow };

export const activePackages = (db: Db) =>
  db
    .select()
    .from(tokenPackages)
    .where(eq(tokenPackages.active, true))
    .orderBy(asc(tokenPackages.position), asc(tokenPackages.id));

export const activePlans = (db: Db) =>
  db
    .select()
    .from(premiumPlans)
    .where(eq(premiumPlans.active, true))
    .orderBy(asc(premiumPlans.position), asc(premiumPlans.id));

export const packageDescription = (row: Pick<TokenPackageRow, 'tokens'>) =>
  `${row.tokens.toLocaleString('en-US')} tokens`;

export const planDescription = (row: Pick<PremiumPlanRow, 'months'>) =>
  `Premium · ${row.months === 12 ? '1 year' : row.months === 1 ? '1 month' : `${row.months} months`}`;

export const unknownProduct = () =>
  new HttpError(404, {
    code: ERROR_CODES.unknownProduct,
    message: 'This product is not on sale. Pick one of the packages or plans offered.',
  });

/** A product on sale, or 404 UNKNOWN_PRODUCT (inactive products are not for sale either). */
export async function findProduct(db: Db, type: ProductType, id: string): Promise<Product> {
  if (type === 'tokens') {
    const [row] = await db
      .select()
      .from(tokenPackages)
      .where(and(eq(tokenPackages.id, id), eq(tokenPackages.active, true)));
    if (row) {
      return { type, id, priceMinor: row.priceMinor, description: packageDescription(row), row };
    }
  } else {
    const [row] = await db
      .select()
      .from(premiumPlans)
      .where(and(eq(premiumPlans.id, id), eq(premiumPlans.active, true)));
    if (row)
      return { type, id, priceMinor: row.priceMinor, description: planDescription(row), row };
  }
  throw unknownProduct();
}

/** The discount of a coupon on a list price: never more than the price, never negative. */
export function discountOf(
  coupon: Pick<CouponRow, 'percentOff' | 'amountOffMinor'>,
  listPriceMinor: number,
): number {
  const off =
    coupon.percentOff !== null
      ? Math.round((listPriceMinor * coupon.percentOff) / 100)
      : (coupon.amountOffMinor ?? 0);
  return Math.max(0, Math.min(listPriceMinor, off));
}

/** "$19.99", "€5" with the narrow symbol, as the app shows prices. */
export function formatMoney(minor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** "20% off", "$5.00 off". */
export function couponDescription(
  coupon: Pick<CouponRow, 'percentOff' | 'amountOffMinor'>,
  currency: string,
): string {
  return coupon.percentOff !== null
    ? `${coupon.percentOff}% off`
    : `${formatMoney(coupon.amountOffMinor ?? 0, currency)} off`;
}
