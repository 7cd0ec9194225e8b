/** What the checkout page does with an open order: show it re-priced, and take a payment. */
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '../contract/errors.ts';
import type { Db } from '../db/client.ts';
import { orders, type OrderRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { fulfilOrder } from '../money/fulfilment.ts';
import { assertMoneyLimit } from '../money/spending-limits.ts';
import { lockUser } from '../money/ledger.ts';
import { priceProduct } from '../money/orders.ts';
import { checkCard, type CardFields } from './cards.ts';
import { checkoutPage, closedOrderPage, messagePage } from './checkout-view.ts';
import { applyPaymentEvent } from './provider.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

type Page = { kind: 'page'; html: string; status: 200 | 402 | 404 | 409 | 422 };

/** message: for the page; reason: the same without the advice; coupon: the coupon's fault. */
type Problem = { message: string; reason: string; coupon: boolean };

/**
 * Why the order cannot be paid as it stands, or null. The server prices it again: a coupon
 * used up meanwhile, or a product withdrawn, stops the payment instead of charging a price
 * that no longer holds. `lock` (in a transaction): the coupon stays locked until it ends.
 */
async function repriceProblem(db: Db, order: OrderRow, lock = false): Promise<Problem | null> {
  try {
    const priced = await priceProduct(
      db,
      order.userId ?? '',
      order.productType,
      order.productId,
      order.couponCode,
      new Date(),
      lock,
    );
    // Another purchase completed since this order opened may have used the month's limit.
    await assertMoneyLimit(db, order.userId ?? '', priced.priceMinor, order.currency);
    if (priced.priceMinor === order.priceMinor) return null;
    const reason = 'The price has changed since this order was made.';
    return { message: `${reason} Start again from the app.`, reason, coupon: false };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    const reason = error.body.message;
    return {
      message: `${reason} Start again from the app.`,
      reason,
      coupon: error.body.code === ERROR_CODES.couponInvalid,
    };
  }
}

export async function showCheckout(db: Db, order: OrderRow, csrf: string): Promise<Page> {
  const problem = (await repriceProblem(db, order))?.message ?? null;
  const html = checkoutPage({ order, csrf, problem, payable: problem === null });
  return { kind: 'page', html, status: problem ? 409 : 200 };
}

const fieldsOf = (form: URLSearchParams): CardFields => ({
  number: (form.get('number') ?? '').slice(0, 40),
  expiry: (form.get('expiry') ?? '').slice(0, 10),
  cvc: (form.get('cvc') ?? '').slice(0, 10),
  name: (form.get('name') ?? '').slice(0, 200),
});

/** A coupon that no longer applies (used up by a payment a moment ago): the order is canceled. */
async function refuseCoupon(tx: Db, order: OrderRow, problem: Problem): Promise<Page> {
  await tx
    .update(orders)
    .set({ status: 'canceled', failure: problem.reason, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  const message = `${problem.reason} Nothing was charged, and this order is canceled. Start again from the app to buy without the coupon.`;
  return {
    kind: 'page',
    html: messagePage('Coupon no longer applies', message, order.productType),
    status: 409,
  };
}

const closed = (order: OrderRow): { kind: 'paid' } | Page =>
  order.status === 'complete'
    ? { kind: 'paid' }
    : { kind: 'page', html: closedOrderPage(order), status: 409 };

/**
 * Pays an open order: free → fulfilled without payment; otherwise the card is checked (field
 * errors keep what was typed, except the CVC), "charged" by the sandbox, and its signed event
 * applied the way a provider's webhook would be.
 *
 * All of it in one transaction, under the locks fulfilment takes (the user's row, the order's,
 * the coupon's), so that the order is re-read and re-priced — the coupon's limits counted —
 * exactly as it is when the charge is made: two orders with a once-per-user coupon paid at
 * once cannot both use it, and an order canceled in another tab is not charged.
 */
export async function payOrder(
  db: Db,
  sandbox: SandboxProvider,
  order: OrderRow,
  form: URLSearchParams,
  options: { csrf: string; log: (message: string) => void },
): Promise<{ kind: 'paid' } | Page> {
  const { csrf, log } = options;
  return db.transaction(async (tx) => {
    if (order.userId) await lockUser(tx, order.userId);
    const [now] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!now) {
      const html = messagePage('Order not found', 'There is no such order of yours.');
      return { kind: 'page', html, status: 404 };
    }
    if (now.status !== 'open') return closed(now);
    const problem = await repriceProblem(tx, now, true);
    if (problem?.coupon) return refuseCoupon(tx, now, problem);
    if (problem) {
      const html = checkoutPage({ order: now, csrf, problem: problem.message, payable: false });
      return { kind: 'page', html, status: 409 };
    }
    if (now.priceMinor === 0) {
      const done = await fulfilOrder(tx, now.id, 'no_payment_required', null, { log });
      return done ? closed(done) : closed(now);
    }
    const fields = fieldsOf(form);
    const card = checkCard(fields);
    const values = { ...fields, cvc: '' };
    if (!card.ok) {
      const html = checkoutPage({ order: now, csrf, values, errors: card.errors, problem: null });
      return { kind: 'page', html, status: 422 };
    }
    const signed = sandbox.charge(now, card.outcome, card.reason);
    const event = await sandbox.verifyEvent({
      rawBody: signed.rawBody,
      headers: new Headers({ 'Sandbox-Signature': signed.signature }),
    });
    if (!event) throw new Error('The sandbox could not verify its own event');
    await applyPaymentEvent(tx, sandbox, event, log);
    const [after = now] = await tx.select().from(orders).where(eq(orders.id, now.id));
    if (after.status !== 'open') return closed(after);
    const html = checkoutPage({
      order: after,
      csrf,
      values,
      problem: after.failure ?? card.reason,
    });
    return { kind: 'page', html, status: 402 };
  });
}
