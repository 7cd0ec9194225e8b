import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SubscriptionState } from '../contract/billing.ts';
import { orders, premiumPlans, subscriptions, tokenLedger, users } from '../db/schema.ts';
import { call } from '../testing/auth-helpers.ts';
import type { Session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { balanceMismatches } from './ledger.ts';
import { freshBuyer } from './money-test-helpers.ts';
import { activatePremium, addMonths, refreshPremium } from './premium.ts';
import { setCancelAtPeriodEnd } from './subscription.ts';

const t = useTestApp();
const db = () => t.database.db;
const DAY = 86_400_000;

async function plan(id: string) {
  const [row] = await db().select().from(premiumPlans).where(eq(premiumPlans.id, id));
  if (!row) throw new Error(id);
  return row;
}

const subOf = async (userId: string) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

const premiumGrants = (userId: string) =>
  db()
    .select()
    .from(tokenLedger)
    .where(
      and(eq(tokenLedger.userId, userId), like(tokenLedger.idempotencyKey, 'premium-grant:%')),
    );

async function subscribe(me: Session, values: Partial<typeof subscriptions.$inferInsert>) {
  const start = values.currentPeriodStart ?? new Date();
  await db()
    .insert(subscriptions)
    .values({
      userId: me.id,
      planId: 'premium-monthly',
      provider: 'sandbox',
      currentPeriodStart: start,
      currentPeriodEnd: addMonths(start, 1),
      ...values,
    });
}

describe('addMonths', () => {
  it('keeps the day, or takes the month’s last day', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addMonths(new Date('2026-11-15T00:00:00Z'), 3).toISOString()).toBe(
      '2027-02-15T00:00:00.000Z',
    );
  });
});

describe('premium activation', () => {
  it('starts a period now with the first month’s tokens, then extends the active one', async () => {
    const me = await freshBuyer(t, 'activate');
    const monthly = await plan('premium-monthly');
    const now = new Date();
    const first = await db().transaction((tx) =>
      activatePremium(tx, me.id, monthly, 'sandbox', now),
    );
    expect(first.currentPeriodEnd.toISOString()).toBe(addMonths(now, 1).toISOString());
    const second = await db().transaction((tx) =>
      activatePremium(tx, me.id, monthly, 'sandbox', now),
    );
    expect(second.id).toBe(first.id);
    expect(second.currentPeriodStart.toISOString()).toBe(now.toISOString());
    expect(second.currentPeriodEnd.toISOString()).toBe(
      addMonths(addMonths(now, 1), 1).toISOString(),
    );
    const [user] = await db().select().from(users).where(eq(users.id, me.id));
    expect(user?.premiumUntil?.toISOString()).toBe(second.currentPeriodEnd.toISOString());
    const grants = await premiumGrants(me.id);
    expect(grants.map((g) => [g.amount, g.kind, g.reason])).toEqual([
      [300, 'grant', 'Premium: 300 monthly tokens'],
    ]);
    const res = await call(t, 'GET', `/api/users/${me.id}`, { token: me.token });
    expect(((await res.json()) as { isPremium: boolean }).isPremium).toBe(true);
  });
});

describe('buying more premium', () => {
  it('keeps a cancellation: the extended subscription still ends, later', async () => {
    const me = await freshBuyer(t, 'extend-canceled');
    const monthly = await plan('premium-monthly');
    const now = new Date();
    await db().transaction((tx) => activatePremium(tx, me.id, monthly, 'sandbox', now));
    const canceled = await setCancelAtPeriodEnd(db(), me.id, true, now);
    const extended = await db().transaction((tx) =>
      activatePremium(tx, me.id, monthly, 'sandbox', now),
    );
    expect(extended.cancelAtPeriodEnd).toBe(true);
    expect(extended.canceledAt?.toISOString()).toBe(canceled.canceledAt?.toISOString());
    expect(extended.currentPeriodEnd.toISOString()).toBe(
      addMonths(addMonths(now, 1), 1).toISOString(),
    );
    // After it ended, a new purchase starts a fresh period that renews.
    const later = addMonths(now, 3);
    const fresh = await db().transaction((tx) =>
      activatePremium(tx, me.id, monthly, 'sandbox', later),
    );
    expect([fresh.cancelAtPeriodEnd, fresh.canceledAt]).toEqual([false, null]);
  });
});

describe('premium we gave (provider grant)', () => {
  it('shows as ending and cannot be resumed, even with the migration’s renewal flag', async () => {
    const me = await freshBuyer(t, 'gift');
    const end = new Date(Date.now() + 10 * DAY);
    await subscribe(me, { planId: null, provider: 'grant', currentPeriodEnd: end });
    await db().update(users).set({ premiumUntil: end }).where(eq(users.id, me.id));
    const res = await call(t, 'GET', '/api/premium/subscription', { token: me.token });
    const { subscription } = (await res.json()) as SubscriptionState;
    expect(subscription).toMatchObject({ active: true, cancelAtPeriodEnd: true, renewable: false });
    const resume = await call(t, 'POST', '/api/premium/subscription/resume', { token: me.token });
    expect(resume.status).toBe(409);
    const body = (await resume.json()) as { code: string; message: string };
    expect(body.code).toBe('NO_SUBSCRIPTION');
    expect(body.message).toMatch(
      /^This premium was a gift and ends on \w+ \d+, \d{4}; .*Buy a plan/,
    );
    // Buying a plan on top keeps it ending; then it is ours to renew, and resume works.
    const monthly = await plan('premium-monthly');
    const bought = await db().transaction((tx) => activatePremium(tx, me.id, monthly, 'sandbox'));
    expect(bought.cancelAtPeriodEnd).toBe(true);
    const resumed = await call(t, 'POST', '/api/premium/subscription/resume', { token: me.token });
    expect(((await resumed.json()) as SubscriptionState).subscription).toMatchObject({
      cancelAtPeriodEnd: false,
    });
  });
});

describe('refreshPremium', () => {
  it('grants each month of the period once, however often and in parallel it runs', async () => {
    const me = await freshBuyer(t, 'grants');
    const start = new Date(Date.now() - 75 * DAY);
    await subscribe(me, {
      planId: 'premium-yearly',
      currentPeriodStart: start,
      currentPeriodEnd: addMonths(start, 12),
    });
    await Promise.all(Array.from({ length: 10 }, () => refreshPremium(db(), me.id)));
    await refreshPremium(db(), me.id);
    const grants = await premiumGrants(me.id);
    const sub = await subOf(me.id);
    expect(grants.map((g) => g.idempotencyKey)).toEqual(
      [0, 1, 2].map((m) => `premium-grant:${sub?.id}:${start.toISOString()}:${m}`),
    );
    expect(await balanceMismatches(db())).toEqual([]);
  });

  it('renews a due sandbox subscription once: a paid renewal order and the next period', async () => {
    const me = await freshBuyer(t, 'renew');
    const start = new Date(Date.now() - 40 * DAY);
    const end = addMonths(start, 1);
    await subscribe(me, { currentPeriodStart: start, currentPeriodEnd: end });
    await Promise.all(Array.from({ length: 10 }, () => refreshPremium(db(), me.id)));
    const sub = await subOf(me.id);
    expect(sub?.currentPeriodStart.toISOString()).toBe(end.toISOString());
    expect(sub?.currentPeriodEnd.toISOString()).toBe(addMonths(end, 1).toISOString());
    const renewals = await db().select().from(orders).where(eq(orders.userId, me.id));
    expect(renewals.map((o) => [o.status, o.paymentStatus, o.priceMinor, o.description])).toEqual([
      ['complete', 'paid', 1499, 'Premium · 1 month (renewal)'],
    ]);
    const [user] = await db().select().from(users).where(eq(users.id, me.id));
    expect(user?.premiumUntil?.toISOString()).toBe(sub?.currentPeriodEnd.toISOString());
    // The ended period's month and the new period's first month.
    expect(await premiumGrants(me.id)).toHaveLength(2);
  });

  it('renews a subscription that lapsed long ago once, from now: not once per missed month', async () => {
    const me = await freshBuyer(t, 'back-after-months');
    const start = new Date(Date.now() - 300 * DAY);
    await subscribe(me, { currentPeriodStart: start });
    const now = new Date();
    await refreshPremium(db(), me.id, now);
    const renewals = await db().select().from(orders).where(eq(orders.userId, me.id));
    expect(renewals).toHaveLength(1);
    const sub = await subOf(me.id);
    expect(sub?.currentPeriodStart.toISOString()).toBe(now.toISOString());
    expect(sub?.currentPeriodEnd.toISOString()).toBe(addMonths(now, 1).toISOString());
    // The old period's month and the new period's first.
    expect(await premiumGrants(me.id)).toHaveLength(2);
    expect(await balanceMismatches(db())).toEqual([]);
  });

  it('does not renew a canceled subscription: premium ends with the period', async () => {
    const me = await freshBuyer(t, 'ended');
    const start = new Date(Date.now() - 40 * DAY);
    await subscribe(me, { currentPeriodStart: start, cancelAtPeriodEnd: true });
    await db()
      .update(users)
      .set({ premiumUntil: addMonths(start, 1) })
      .where(eq(users.id, me.id));
    await refreshPremium(db(), me.id);
    expect((await subOf(me.id))?.currentPeriodStart.toISOString()).toBe(start.toISOString());
    const res = await call(t, 'GET', '/api/premium/subscription', { token: me.token });
    const { subscription } = (await res.json()) as SubscriptionState;
    expect(subscription?.active).toBe(false);
    const cancel = await call(t, 'POST', '/api/premium/subscription/resume', { token: me.token });
    expect(cancel.status).toBe(409);
  });
});

describe('/api/premium/subscription', () => {
  it('cancels at period end and resumes; 409 NO_SUBSCRIPTION without one', async () => {
    const me = await freshBuyer(t, 'cancel');
    const get = async () =>
      (
        (await (
          await call(t, 'GET', '/api/premium/subscription', { token: me.token })
        ).json()) as SubscriptionState
      ).subscription;
    const act = (what: 'cancel' | 'resume') =>
      call(t, 'POST', `/api/premium/subscription/${what}`, { token: me.token });
    expect(await get()).toBeNull();
    for (const what of ['cancel', 'resume'] as const) {
      const res = await act(what);
      expect(res.status).toBe(409);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('NO_SUBSCRIPTION');
      expect(body.message).toMatch(/no active premium subscription/);
    }
    await subscribe(me, {});
    const canceled = ((await (await act('cancel')).json()) as SubscriptionState).subscription;
    expect(canceled).toMatchObject({ active: true, cancelAtPeriodEnd: true, renewable: true });
    expect(canceled?.plan?.id).toBe('premium-monthly');
    const again = ((await (await act('cancel')).json()) as SubscriptionState).subscription;
    expect(again?.canceledAt).toBe(canceled?.canceledAt);
    const resumed = ((await (await act('resume')).json()) as SubscriptionState).subscription;
    expect(resumed).toMatchObject({ active: true, cancelAtPeriodEnd: false, canceledAt: null });
    expect((await get())?.cancelAtPeriodEnd).toBe(false);
    expect((await call(t, 'POST', '/api/premium/subscription/cancel')).status).toBe(401);
  });
});
