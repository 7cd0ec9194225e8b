import { describe, expect, it } from 'vitest';
import { freshBuyer, paymentCookie } from '../money/money-test-helpers.ts';
import { call } from '../testing/auth-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '10' });

describe('coupon lookups are counted', () => {
  it('after 10 failed lookups every lookup is refused, the payment link included', async () => {
    const me = await freshBuyer(t, 'guesser');
    const q = 'product-type=tokens&product-id=tokens-500';
    for (let i = 0; i < 10; i++) {
      const res = await call(t, 'GET', `/api/coupons/GUESS${i}?${q}`, { token: me.token });
      expect(res.status).toBe(404);
    }
    // A right guess now gets the same answer as a wrong one.
    const limited = await call(t, 'GET', `/api/coupons/WELCOME20?${q}`, { token: me.token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    const cookie = await paymentCookie(t, me);
    const link = await t.app.request(`/payment?${q}&coupon-code=WELCOME20`, {
      headers: { Cookie: cookie },
    });
    expect(link.status).toBe(429);
    expect(link.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await link.text()).toContain('Too many attempts.');
    // Buying without a coupon, and other users, are not affected.
    expect((await t.app.request(`/payment?${q}`, { headers: { Cookie: cookie } })).status).toBe(
      303,
    );
    const other = await freshBuyer(t, 'honest');
    const res = await call(t, 'GET', `/api/coupons/WELCOME20?${q}`, { token: other.token });
    expect(res.status).toBe(200);
  });
});
