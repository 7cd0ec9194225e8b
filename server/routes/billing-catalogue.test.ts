import { beforeAll, describe, expect, it } from 'vitest';
import type { CouponQuote, PremiumPlan, TokenPackage } from '../contract/billing.ts';
import { addCoupon, freshBuyer } from '../money/money-test-helpers.ts';
import { call } from '../testing/auth-helpers.ts';
import type { Session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();
const DAY = 86_400_000;

describe('GET /api/tokens/packages and /api/premium/plans', () => {
  it('lists the active packages by position, in the configured currency, to anyone', async () => {
    const res = await call(t, 'GET', '/api/tokens/packages');
    expect(res.status).toBe(200);
    const packages = (await res.json()) as TokenPackage[];
    expect(packages.map((p) => p.id)).toEqual([
      'tokens-100',
      'tokens-500',
      'tokens-1200',
      'tokens-3000',
    ]);
    expect(packages[1]).toEqual({
      id: 'tokens-500',
      tokens: 500,
      priceMinor: 1999,
      currency: 'USD',
    });
  });

  it('lists the plans with their monthly tokens', async () => {
    const res = await call(t, 'GET', '/api/premium/plans');
    expect(res.status).toBe(200);
    const plans = (await res.json()) as PremiumPlan[];
    expect(plans.map((p) => [p.id, p.months, p.monthlyTokens, p.currency])).toEqual([
      ['premium-monthly', 1, 300, 'USD'],
      ['premium-yearly', 12, 300, 'USD'],
    ]);
  });
});

describe('GET /api/coupons/{code}', () => {
  let me: Session;
  const quote = (code: string, query: string, token = me.token) =>
    call(t, 'GET', `/api/coupons/${code}?${query}`, { token });
  const problem = async (res: Response) => {
    const body = (await res.json()) as { code: string; message: string };
    return [res.status, body.code, body.message] as const;
  };

  beforeAll(async () => {
    me = await freshBuyer(t, 'coupons');
    const now = Date.now();
    await addCoupon(t, { code: 'OLD10', percentOff: 10, endsAt: new Date(now - DAY) });
    await addCoupon(t, { code: 'SOON10', percentOff: 10, startsAt: new Date(now + DAY) });
    await addCoupon(t, { code: 'GONE10', percentOff: 10, maxRedemptions: 0 });
    await addCoupon(t, { code: 'PREMIUMONLY', amountOffMinor: 500, productType: 'premium' });
    await addCoupon(t, {
      code: 'BIG500',
      percentOff: 50,
      productType: 'tokens',
      productId: 'tokens-500',
    });
    await addCoupon(t, { code: 'FIVEOFF', amountOffMinor: 500 });
  });

  it('quotes WELCOME20 on any product, whatever the case typed', async () => {
    const res = await quote('welcome20', 'product-type=tokens&product-id=tokens-500');
    expect(res.status).toBe(200);
    expect((await res.json()) as CouponQuote).toEqual({
      code: 'WELCOME20',
      description: '20% off',
      listPriceMinor: 1999,
      discountMinor: 400,
      priceMinor: 1599,
      currency: 'USD',
    });
    const plan = await quote('WELCOME20', 'product-type=premium&product-id=premium-yearly');
    expect(((await plan.json()) as CouponQuote).priceMinor).toBe(11999 - 2400);
  });

  it('quotes a fixed amount off, and a product-bound coupon on its product', async () => {
    const fixed = (await (
      await quote('FIVEOFF', 'product-type=tokens&product-id=tokens-100')
    ).json()) as CouponQuote;
    expect([fixed.description, fixed.discountMinor, fixed.priceMinor]).toEqual([
      '$5.00 off',
      499,
      0,
    ]);
    const bound = await quote('BIG500', 'product-type=tokens&product-id=tokens-500');
    expect(bound.status).toBe(200);
  });

  it('says why a coupon does not apply', async () => {
    const q = 'product-type=tokens&product-id=tokens-500';
    expect(await problem(await quote('NOPE', q))).toEqual([
      404,
      'COUPON_INVALID',
      'This coupon code does not exist. Check the spelling.',
    ]);
    const expired = await problem(await quote('OLD10', q));
    expect(expired.slice(0, 2)).toEqual([422, 'COUPON_INVALID']);
    expect(expired[2]).toMatch(/^This coupon expired on \w+ \d+, \d{4}\.$/);
    expect((await problem(await quote('SOON10', q)))[2]).toMatch(/not valid yet/);
    expect((await problem(await quote('GONE10', q)))[2]).toBe('This coupon has been used up.');
    expect((await problem(await quote('PREMIUMONLY', q)))[2]).toBe(
      'This coupon is not valid for this product.',
    );
    const other = 'product-type=tokens&product-id=tokens-100';
    expect((await problem(await quote('BIG500', other)))[2]).toBe(
      'This coupon is not valid for this product.',
    );
  });

  it('refuses unknown products and bad product types, and needs a login', async () => {
    const unknown = await problem(await quote('WELCOME20', 'product-type=tokens&product-id=nope'));
    expect(unknown.slice(0, 2)).toEqual([404, 'UNKNOWN_PRODUCT']);
    expect(unknown[2]).toMatch(/not on sale/);
    const plan = await quote('WELCOME20', 'product-type=premium&product-id=tokens-500');
    expect(plan.status).toBe(404);
    for (const id of ['-1', '0', '1.5', '2147483648', '9'.repeat(40), 'TOKENS-500']) {
      const res = await quote('WELCOME20', `product-type=tokens&product-id=${id}`);
      expect((await problem(res)).slice(0, 2), id).toEqual([404, 'UNKNOWN_PRODUCT']);
    }
    for (const query of [
      'product-type=gold&product-id=tokens-500',
      'product-id=tokens-500',
      'product-type=tokens',
      `product-type=tokens&product-id=${'x'.repeat(65)}`,
      'product-type=tokens&product-id=a%00b',
    ]) {
      const [status, code] = await problem(await quote('WELCOME20', query));
      expect([status, code], query).toEqual([400, 'BAD_REQUEST']);
    }
    expect((await quote('x'.repeat(33), 'product-type=tokens&product-id=tokens-500')).status).toBe(
      400,
    );
    expect((await quote('WELCOME20', 'product-type=tokens&product-id=tokens-500', '')).status).toBe(
      401,
    );
  });
});
