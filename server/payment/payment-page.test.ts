import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import {
  addCoupon,
  freshBuyer,
  orderRow,
  paymentCookie,
  tokensOf,
} from '../money/money-test-helpers.ts';
import { decodeClaims, login, newAccount, post } from '../testing/auth-helpers.ts';
import type { Session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { CARD, pageClient } from './page-test-helpers.ts';

const t = useTestApp();

const { page, checkout, orderEntries } = pageClient(t);

describe('the payment hand-off', () => {
  it('sets a short-lived HttpOnly, SameSite=Strict cookie for /payment only', async () => {
    const me = await freshBuyer(t, 'handoff');
    const res = await t.app.request('/api/payments/session', {
      method: 'POST',
      headers: { Authorization: `Bearer ${me.token}` },
    });
    expect(res.status).toBe(204);
    const header = res.headers.get('Set-Cookie') ?? '';
    expect(header).toMatch(/^angels_payment=[\w.-]+;/);
    expect(header).toContain('Path=/payment');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Max-Age=1800');
    expect(header).not.toContain('Secure');
    expect((await t.app.request('/api/payments/session', { method: 'POST' })).status).toBe(401);
  });

  it('without the cookie (or with a forged one) the page says to start from the app', async () => {
    const me = await freshBuyer(t, 'nocookie');
    const cookie = await paymentCookie(t, me);
    const forged = cookie.replace(
      /^angels_payment=[0-9a-f-]{36}/,
      `angels_payment=${crypto.randomUUID()}`,
    );
    for (const jar of [undefined, forged, 'angels_payment=x.y.z.w']) {
      const res = await page('/payment?product-type=premium&product-id=premium-monthly', {
        cookie: jar,
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(res.headers.get('Referrer-Policy')).toBe('same-origin');
      const html = await res.text();
      expect(html).toContain('Start from the app');
      expect(html).toContain('href="/premium"');
    }
  });
});

describe('the hand-off lives as long as the app session', () => {
  const open = (cookie: string) =>
    page('/payment?product-type=tokens&product-id=tokens-100', { cookie });

  async function signedIn(name: string) {
    const { email, password } = await newAccount(t, `${name}-${Date.now()}@example.com`);
    const pair = await login(t, email, password);
    const me = { token: pair.accessToken, id: String(decodeClaims(pair.accessToken).sub) };
    return { me, pair, password, cookie: await paymentCookie(t, me) };
  }

  it('logging out ends the cookie', async () => {
    const { pair, cookie } = await signedIn('logout');
    expect((await open(cookie)).status).toBe(303);
    const out = await post(t, '/api/auth/logout', { refreshToken: pair.refreshToken });
    expect(out.status).toBe(204);
    const res = await open(cookie);
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('Start from the app');
  });

  it('"log out of every device" ends it too; another session’s cookie is its own', async () => {
    const { me, cookie } = await signedIn('everywhere');
    expect((await open(cookie)).status).toBe(303);
    const res = await t.app.request(`/api/users/${me.id}/sessions`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${me.token}` },
    });
    expect(res.status).toBe(204);
    expect((await open(cookie)).status).toBe(401);
  });

  it('a password change ends the cookies of the other sessions, not the caller’s', async () => {
    const first = await signedIn('password');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, first.me.id));
    const second = await login(t, user?.email ?? '', first.password);
    const otherCookie = await paymentCookie(t, {
      token: second.accessToken,
      id: first.me.id,
    });
    const res = await post(
      t,
      `/api/users/${first.me.id}/password`,
      {
        currentPassword: first.password,
        newPassword: 'another horse 2',
        refreshToken: first.pair.refreshToken,
      },
      first.me.token,
    );
    expect(res.status).toBe(204);
    expect((await open(first.cookie)).status).toBe(303);
    expect((await open(otherCookie)).status).toBe(401);
  });
});

describe('the payment link', () => {
  let me: Session;
  let cookie: string;
  beforeAll(async () => {
    me = await freshBuyer(t, 'link');
    cookie = await paymentCookie(t, me);
    await addCoupon(t, { code: 'PLANS5', amountOffMinor: 500, productType: 'premium' });
  });

  it('answers bad parameters and coupons that do not apply with a readable page', async () => {
    const cases: [string, number, RegExp][] = [
      ['product-type=gold&product-id=tokens-500', 400, /payment link is not valid/],
      ['product-id=tokens-500', 400, /payment link is not valid/],
      [`product-type=tokens&product-id=${'9'.repeat(80)}`, 400, /payment link is not valid/],
      ['product-type=tokens&product-id=a%00b', 400, /payment link is not valid/],
      ['product-type=tokens&product-id=tokens-7', 404, /not on sale/],
      ['product-type=tokens&product-id=tokens-500&coupon-code=NOPE', 404, /does not exist/],
      ['product-type=tokens&product-id=tokens-500&coupon-code=plans5', 422, /not valid for this/],
    ];
    for (const [query, status, text] of cases) {
      const res = await page(`/payment?${query}`, { cookie });
      expect(res.status, query).toBe(status);
      const html = await res.text();
      expect(html, query).toMatch(text);
      expect(html, query).toContain('href="/tokens"');
    }
  });

  it('pays with the success card: credited once, back to /tokens, never charged twice', async () => {
    const before = await tokensOf(t, me.id);
    const order = await checkout(cookie, 'product-type=tokens&product-id=tokens-500');
    expect(order.status).toBe(200);
    for (const text of ['500 tokens', '$19.99', 'Pay $19.99', '4000 0000 0000 0002', 'Cancel']) {
      expect(order.html).toContain(text);
    }
    for (const id of ['number', 'expiry', 'cvc', 'name']) {
      expect(order.html).toContain(`<label for="card-${id}">`);
    }
    // The same link again reuses the open order.
    expect((await checkout(cookie, 'product-type=tokens&product-id=tokens-500')).id).toBe(order.id);
    const pay = () =>
      page(`/payment/orders/${order.id}/pay`, { cookie, form: { ...CARD, csrf: order.csrf } });
    const paid = await pay();
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(`/tokens?payment=success&order=${order.id}`);
    expect(await tokensOf(t, me.id)).toBe(before + 500);
    const again = await page(`/payment/orders/${order.id}`, { cookie });
    expect(await again.text()).toContain('Already paid');
    expect((await pay()).status).toBe(303);
    expect(await orderEntries(order.id)).toHaveLength(1);
    expect(await tokensOf(t, me.id)).toBe(before + 500);
  });

  it('20 parallel pays of one order fulfil it once', async () => {
    const before = await tokensOf(t, me.id);
    const order = await checkout(cookie, 'product-type=tokens&product-id=tokens-100');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        page(`/payment/orders/${order.id}/pay`, { cookie, form: { ...CARD, csrf: order.csrf } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(303));
    expect(await orderEntries(order.id)).toHaveLength(1);
    expect(await tokensOf(t, me.id)).toBe(before + 100);
  });

  it('refuses a missing or foreign CSRF token, and forms that are not urlencoded', async () => {
    const order = await checkout(cookie, 'product-type=tokens&product-id=tokens-1200');
    const other = await checkout(cookie, 'product-type=tokens&product-id=tokens-3000');
    const url = `/payment/orders/${order.id}/pay`;
    expect((await page(url, { cookie, form: CARD })).status).toBe(403);
    expect((await page(url, { cookie, form: { ...CARD, csrf: other.csrf } })).status).toBe(403);
    // A token of another hand-off session (the same user signing in again) is refused too.
    const fresh = await paymentCookie(t, me);
    expect((await page(url, { cookie: fresh, form: { ...CARD, csrf: order.csrf } })).status).toBe(
      403,
    );
    expect((await page(url, { form: { ...CARD, csrf: order.csrf } })).status).toBe(401);
    const json = await page(url, {
      cookie,
      form: { ...CARD, csrf: order.csrf },
      type: 'text/plain',
    });
    expect(json.status).toBe(415);
    const cancel = await page(`/payment/orders/${order.id}/cancel`, { cookie, form: {} });
    expect(cancel.status).toBe(403);
    expect((await orderRow(t, order.id))?.status).toBe('open');
    expect(await orderEntries(order.id)).toHaveLength(0);
  });

  it('a declined card keeps the order open, says why, credits nothing; a retry can pay', async () => {
    const before = await tokensOf(t, me.id);
    const order = await checkout(cookie, 'product-type=tokens&product-id=tokens-1200');
    const url = `/payment/orders/${order.id}/pay`;
    for (const [number, reason] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
    ] as const) {
      const res = await page(url, { cookie, form: { ...CARD, number, csrf: order.csrf } });
      expect(res.status).toBe(402);
      const html = await res.text();
      expect(html).toContain(reason);
      expect(html).toContain(`value="${number}"`);
      expect(html).not.toContain('value="123"');
      const row = await orderRow(t, order.id);
      expect([row?.status, row?.failure]).toEqual(['open', reason]);
    }
    expect(await tokensOf(t, me.id)).toBe(before);
    expect(await orderEntries(order.id)).toHaveLength(0);
    const retry = await page(url, { cookie, form: { ...CARD, csrf: order.csrf } });
    expect(retry.status).toBe(303);
    expect(await tokensOf(t, me.id)).toBe(before + 1200);
  });

  it('shows field errors inline and keeps what was typed, except the CVC', async () => {
    const order = await checkout(cookie, 'product-type=tokens&product-id=tokens-500');
    const res = await page(`/payment/orders/${order.id}/pay`, {
      cookie,
      form: {
        number: '4242 4242 4242 4241',
        expiry: '01/20',
        cvc: '12x',
        name: '<b>Sam</b>',
        csrf: order.csrf,
      },
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Enter a valid card number.');
    expect(html).toContain('This card has expired.');
    expect(html).toContain('Enter the 3 or 4 digit security code.');
    expect(html).toContain('value="4242 4242 4242 4241"');
    expect(html).toContain('value="&lt;b&gt;Sam&lt;/b&gt;"');
    expect(html).not.toContain('<b>Sam');
    expect(html).not.toContain('value="12x"');
    expect(html).toContain('aria-invalid="true" aria-describedby="card-number-error"');
    expect((await orderRow(t, order.id))?.status).toBe('open');
  });

  it('cancel returns to the app and the order is canceled', async () => {
    const order = await checkout(cookie, 'product-type=tokens&product-id=tokens-3000');
    const res = await page(`/payment/orders/${order.id}/cancel`, {
      cookie,
      form: { csrf: order.csrf },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/tokens?payment=canceled&order=${order.id}`);
    expect((await orderRow(t, order.id))?.status).toBe('canceled');
    expect(await (await page(`/payment/orders/${order.id}`, { cookie })).text()).toContain(
      'was canceled',
    );
  });

  it('another user’s order is a 404 page', async () => {
    const order = await checkout(cookie, 'product-type=tokens&product-id=tokens-100');
    const stranger = await paymentCookie(t, await freshBuyer(t, 'stranger'));
    expect((await page(`/payment/orders/${order.id}`, { cookie: stranger })).status).toBe(404);
    expect((await page(`/payment/orders/not-an-id`, { cookie })).status).toBe(404);
    const pay = await page(`/payment/orders/${order.id}/pay`, {
      cookie: stranger,
      form: { ...CARD, csrf: order.csrf },
    });
    expect(pay.status).toBe(404);
  });
});
