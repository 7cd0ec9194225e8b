/** What the checkout page does with an open order: show it re-priced, and take a payment. */
import type { Db } from '../db/client.ts';
import type { OrderRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { findOrder, fulfilOrder, priceProduct } from '../money/orders.ts';
import { checkCard, type CardFields } from './cards.ts';
import { checkoutPage } from './checkout-view.ts';
import { applyPaymentEvent } from './provider.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

type Page = { kind: 'page'; html: string; status: 200 | 402 | 409 | 422 };

/**
 * Why the order cannot be paid as it stands, or null. The server prices it again: a coupon
 * used up meanwhile, or a product withdrawn, stops the payment instead of charging a price
 * that no longer holds.
 */
async function repriceProblem(db: Db, order: OrderRow): Promise<string | null> {
  try {
    const priced = await priceProduct(
      db,
      order.userId ?? '',
      order.productType,
      order.productId,
      order.couponCode,
    );
    if (priced.priceMinor === order.priceMinor) return null;
    return 'The price has changed since this order was made. Start again from the app.';
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    return `${error.body.message} Start again from the app.`;
  }
}

export async function showCheckout(db: Db, order: OrderRow, csrf: string): Promise<Page> {
  const problem = await repriceProblem(db, order);
  const html = checkoutPage({ order, csrf, problem, payable: problem === null });
  return { kind: 'page', html, status: problem ? 409 : 200 };
}

const fieldsOf = (form: URLSearchParams): CardFields => ({
  number: (form.get('number') ?? '').slice(0, 40),
  expiry: (form.get('expiry') ?? '').slice(0, 10),
  cvc: (form.get('cvc') ?? '').slice(0, 10),
  name: (form.get('name') ?? '').slice(0, 200),
});

/**
 * Pays an open order: free → fulfilled without payment; otherwise the card is checked (field
 * errors keep what was typed, except the CVC), "charged" by the sandbox, and its signed event
 * applied the way a provider's webhook would be.
 */
export async function payOrder(
  db: Db,
  sandbox: SandboxProvider,
  order: OrderRow,
  form: URLSearchParams,
  options: { csrf: string; log: (message: string) => void },
): Promise<{ kind: 'paid' } | Page> {
  const { csrf } = options;
  const problem = await repriceProblem(db, order);
  if (problem) {
    return {
      kind: 'page',
      html: checkoutPage({ order, csrf, problem, payable: false }),
      status: 409,
    };
  }
  if (order.priceMinor === 0) {
    await fulfilOrder(db, order.id, 'no_payment_required', null);
    return { kind: 'paid' };
  }
  const fields = fieldsOf(form);
  const card = checkCard(fields);
  if (!card.ok) {
    const values = { ...fields, cvc: '' };
    const html = checkoutPage({ order, csrf, values, errors: card.errors, problem: null });
    return { kind: 'page', html, status: 422 };
  }
  const signed = sandbox.charge(order, card.outcome, card.reason);
  const event = await sandbox.verifyEvent({
    rawBody: signed.rawBody,
    headers: new Headers({ 'Sandbox-Signature': signed.signature }),
  });
  if (!event) throw new Error('The sandbox could not verify its own event');
  const applied = await applyPaymentEvent(db, sandbox, event, options.log);
  if (applied.order?.status === 'complete') return { kind: 'paid' };
  const now = (await findOrder(db, order.id)) ?? order;
  // Another attempt (a second tab) completed it meanwhile.
  if (now.status === 'complete') return { kind: 'paid' };
  const values = { ...fields, cvc: '' };
  const html = checkoutPage({ order: now, csrf, values, problem: now.failure ?? card.reason });
  return { kind: 'page', html, status: 402 };
}
