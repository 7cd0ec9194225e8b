import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../contract/errors.ts';
import { SPENDING_LIMITS, type Spending } from '../contract/spending.ts';
import { CARD, pageClient } from '../payment/page-test-helpers.ts';
import { call } from '../testing/auth-helpers.ts';
import { openChat, send, sendRaw, settled, type Session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';
import { freshBuyer, orderRow, paymentCookie, tokensOf } from './money-test-helpers.ts';
import { monthOf } from './spending-limits.ts';

const { engine } = scriptedEngine();
const t = useTestApp({}, { replies: engine });
const { page, checkout } = pageClient(t);

const limitsPath = (me: Session) => `/api/users/${me.id}/spending-limits`;
async function setLimits(me: Session, body: unknown) {
  return call(t, 'PUT', limitsPath(me), { token: me.token, body });
}
async function spending(me: Session): Promise<Spending> {
  const res = await call(t, 'GET', limitsPath(me), { token: me.token });
  expect(res.status).toBe(200);
  return (await res.json()) as Spending;
}

describe('monthly spending limits', () => {
  it('are the owner’s only, none by default, and refuse what is not a whole number in range', async () => {
    const me = await freshBuyer(t, 'limits');
    const other = await freshBuyer(t, 'other');
    expect(await spending(me)).toMatchObject({
      monthlyTokens: null,
      monthlyMoneyMinor: null,
      spentTokens: 0,
      spentMoneyMinor: 0,
      tokensNear: false,
    });
    expect((await call(t, 'GET', limitsPath(me), { token: other.token })).status).toBe(404);
    expect((await setLimits(other, {})).status).toBe(400);
    const refused = await setLimits(me, { monthlyTokens: 0, monthlyMoneyMinor: 1.5 });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues.map((i) => i.path).sort()).toEqual(['monthlyMoneyMinor', 'monthlyTokens']);
    const tooMuch = await setLimits(me, {
      monthlyTokens: SPENDING_LIMITS.tokensMax + 1,
      monthlyMoneyMinor: null,
    });
    expect(tooMuch.status).toBe(400);
    const saved = await setLimits(me, { monthlyTokens: 5, monthlyMoneyMinor: null });
    expect(saved.status).toBe(200);
    expect(await spending(me)).toMatchObject({ monthlyTokens: 5, monthlyMoneyMinor: null });
  });

  it('stop replies past the token limit with a readable 402, warning from 80 % on', async () => {
    const me = await freshBuyer(t, 'talker');
    await setBalance(t.database.db, me.id, 100);
    expect((await setLimits(me, { monthlyTokens: 5, monthlyMoneyMinor: null })).status).toBe(200);
    const chat = await openChat(t, me, [7]);
    for (let i = 0; i < 4; i++) {
      await send(t, me, chat.chatHash, { text: `message ${i}` });
      await settled(t, me, chat.chatHash);
    }
    expect(await spending(me)).toMatchObject({ spentTokens: 4, tokensNear: true });
    await send(t, me, chat.chatHash, { text: 'the fifth' });
    await settled(t, me, chat.chatHash);
    const past = await sendRaw(t, me, chat.chatHash, { id: crypto.randomUUID(), text: 'sixth' });
    expect(past.status).toBe(402);
    const error = (await past.json()) as { code: string; message: string };
    expect(error.code).toBe(ERROR_CODES.limitReached);
    expect(error.message).toMatch(
      /^This would spend 1 token, past your monthly limit of 5 \(5 spent since 1 \w+\)/,
    );
    expect(error.message).toContain('Settings → Spending');
    // Nothing was taken: the balance still holds the tokens the limit kept.
    expect(await tokensOf(t, me.id)).toBe(95);
    // Raising the limit lets the same message through.
    await setLimits(me, { monthlyTokens: 50, monthlyMoneyMinor: null });
    const again = await sendRaw(t, me, chat.chatHash, { id: crypto.randomUUID(), text: 'sixth' });
    expect(again.status).toBe(201);
  });

  it('refuse a purchase past the money limit, before any payment, and count what was bought', async () => {
    const me = await freshBuyer(t, 'shopper');
    const cookie = await paymentCookie(t, me);
    const first = await checkout(cookie, 'product-type=tokens&product-id=tokens-500');
    const price = (await orderRow(t, first.id))?.priceMinor ?? 0;
    expect(price).toBeGreaterThan(0);
    // Room for exactly one: the second would pass the limit.
    await setLimits(me, { monthlyTokens: null, monthlyMoneyMinor: price + 1 });
    const paid = await page(`/payment/orders/${first.id}/pay`, {
      cookie,
      form: { csrf: first.csrf, ...CARD },
    });
    expect(paid.status).toBe(303);
    expect(await spending(me)).toMatchObject({ spentMoneyMinor: price, moneyNear: true });
    const second = await page('/payment?product-type=tokens&product-id=tokens-500', { cookie });
    expect(second.status).toBe(402);
    expect(await second.text()).toMatch(/would take you past your monthly limit of/);
  });

  it('counts the calendar month in UTC', () => {
    const month = monthOf(new Date('2026-12-31T23:30:00-02:00'));
    expect([month.start.toISOString(), month.end.toISOString()]).toEqual([
      '2027-01-01T00:00:00.000Z',
      '2027-02-01T00:00:00.000Z',
    ]);
  });
});
