import { z } from 'zod';
import type { AuthDeps } from '../auth/auth-deps.ts';
import {
  couponCodeSchema,
  couponQuoteSchema,
  premiumPlanSchema,
  productQuerySchema,
  tokenPackageSchema,
} from '../contract/billing.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json } from '../http/endpoint.ts';
import { CACHE_CATALOGUE } from '../http/headers.ts';
import { rateLimitedResponse } from '../http/rate-limit.ts';
import { countedMiss } from '../http/read-limits.ts';
import { countedCouponLookup } from '../money/coupon-lookups.ts';
import { applyCoupon } from '../money/coupons.ts';
import { activePackages, activePlans, couponDescription, findProduct } from '../money/pricing.ts';

/** /api/tokens/packages, /api/premium/plans, /api/coupons/{code}: what things cost. */
/** The most products a catalogue shows: a curated shelf, never a dump of every row. */
const CATALOGUE_MAX = 50;

export function billingCatalogueRoutes(deps: AuthDeps) {
  const { db, config, limiter } = deps;
  const currency = config.currency;
  const endpoint = endpoints(deps);
  const packages = endpoint({
    method: 'get',
    path: '/tokens/packages',
    access: 'public',
    missLimit: 'catalogue',
    maxItems: CATALOGUE_MAX,
    summary: 'Token packages on sale, in display order',
    responses: { 200: json('The packages', z.array(tokenPackageSchema)) },
  });
  const plans = endpoint({
    method: 'get',
    path: '/premium/plans',
    access: 'public',
    missLimit: 'catalogue',
    maxItems: CATALOGUE_MAX,
    summary: 'Premium plans on sale, in display order',
    responses: { 200: json('The plans', z.array(premiumPlanSchema)) },
  });
  const coupon = endpoint({
    method: 'get',
    path: '/coupons/{code}',
    access: 'user',
    readLimit: 'item',
    summary:
      'The price of a product with a coupon, or why the coupon does not apply (failed lookups are counted: 429 past the limit)',
    request: { params: z.object({ code: couponCodeSchema }), query: productQuerySchema },
    responses: {
      200: json('The discounted price', couponQuoteSchema),
      404: apiError('COUPON_INVALID (no such coupon) or UNKNOWN_PRODUCT.'),
      422: apiError('COUPON_INVALID: `message` says why (expired, used up, other product…).'),
      429: rateLimitedResponse,
    },
  });
  return apiRouter<AuthEnv>()
    .openapi(packages, async (c) => {
      // Not kept in memory: each read asks the database, and counts as a miss.
      const rows = (await countedMiss(c, () => activePackages(db))).slice(0, CATALOGUE_MAX);
      const body = rows.map(({ id, tokens, priceMinor }) => ({ id, tokens, priceMinor, currency }));
      return c.json(body, 200, { 'Cache-Control': CACHE_CATALOGUE });
    })
    .openapi(plans, async (c) => {
      const rows = (await countedMiss(c, () => activePlans(db))).slice(0, CATALOGUE_MAX);
      const body = rows.map(({ id, name, months, priceMinor, monthlyTokens }) => ({
        ...{ id, name, months, priceMinor, monthlyTokens },
        currency,
      }));
      return c.json(body, 200, { 'Cache-Control': CACHE_CATALOGUE });
    })
    .openapi(coupon, async (c) => {
      const { code } = c.req.valid('param');
      const query = c.req.valid('query');
      const product = await findProduct(db, query['product-type'], query['product-id']);
      const applied = await countedCouponLookup(limiter, c, c.var.user.id, () =>
        applyCoupon(db, code, c.var.user.id, product),
      );
      return c.json(
        {
          code: applied.coupon.code,
          description: couponDescription(applied.coupon, currency),
          listPriceMinor: product.priceMinor,
          discountMinor: applied.discountMinor,
          priceMinor: product.priceMinor - applied.discountMinor,
          currency,
        },
        200,
      );
    });
}
