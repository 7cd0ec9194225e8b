import { Hono, type Context, type MiddlewareHandler } from 'hono';
import Stripe from 'stripe';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { assertNotSuspended } from '../auth/suspension.ts';
import { couponCodeSchema, productQuerySchema } from '../contract/billing.ts';
import { findUser } from '../db/queries/users.ts';
import type { OrderRow, UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { KB } from '../http/request-rules.ts';
import { countedCouponLookup } from '../money/coupon-lookups.ts';
import { cancelOrder, findOwnOrder, openOrder, recordCheckout } from '../money/orders.ts';
import { familyLive, paymentHandoff, type PaymentSession } from './handoff.ts';
import { paymentProviders } from './providers.ts';
import { appPathOf, closedOrderPage, messagePage, startFromAppPage } from './checkout-view.ts';
import { payOrder, showCheckout } from './checkout-actions.ts';
import type { CheckoutStart } from './provider.ts';
import { confirmedOnOurPage, STRIPE_PROVIDER } from './stripe-provider.ts';

/** A card form is a few hundred bytes. */
const FORM_BODY_LIMIT = 4 * KB;

const linkSchema = productQuerySchema.extend({ 'coupon-code': couponCodeSchema.optional() });

export type Buyer = { user: UserRow; session: PaymentSession };

const htmlAnswer = (
  c: Context,
  body: string,
  status: ContentfulStatusCode,
  headers: Record<string, string> = {},
) => c.html(body, status, headers);

/** Private, per-user pages: never cached, and no referrer carries an order id elsewhere. */
const pageHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('Referrer-Policy', 'same-origin');
};

/** Forms post urlencoded, small: anything else is refused before it is read. */
const formBody: MiddlewareHandler = async (c, next) => {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    return c.html(messagePage('Not a form', 'Send the form from the checkout page.'), 415);
  }
  return bodyLimit({
    maxSize: FORM_BODY_LIMIT,
    onError: (ctx) => ctx.html(messagePage('Too large', 'The form is too large.'), 413),
  })(c, next);
};

/** /payment: the checkout the payment link opens, served outside the single-page app. */
export function paymentPage(deps: AuthDeps) {
  const { db, config, secret } = deps;
  const providers = paymentProviders(secret, config.payment);
  const handoff = paymentHandoff(secret, config.publicUrl.startsWith('https:'));

  /**
   * The signed-in buyer, or undefined (the page then says to start from the app): the cookie
   * holds, and the app session it came from is still live (not logged out or revoked).
   */
  async function buyer(c: Context): Promise<Buyer | undefined> {
    const session = handoff.session(c);
    if (!session || !(await familyLive(db, session))) return undefined;
    const user = await findUser(db, session.userId);
    if (!user) return undefined;
    assertNotSuspended(user);
    return { user, session };
  }

  async function ownOrder(c: Context, who: Buyer): Promise<OrderRow | undefined> {
    return findOwnOrder(db, who.user.id, c.req.param('id') ?? '');
  }

  /** The provider's checkout for the order: our page, or a redirect to its hosted one. */
  async function startCheckout(c: Context, order: OrderRow) {
    const provider = order.provider === STRIPE_PROVIDER ? providers.stripe : providers.sandbox;
    if (!provider) {
      const message =
        'This order was started with a payment provider this server no longer uses. Nothing was charged; start again from the app.';
      return htmlAnswer(c, messagePage('Checkout', message, order.productType, false), 409);
    }
    const back = new URL(appPathOf(order.productType), config.publicUrl).toString();
    let start: CheckoutStart;
    try {
      start = await provider.createCheckout(order, {
        success: `${back}?payment=success&order=${order.id}`,
        cancel: `${back}?payment=canceled&order=${order.id}`,
      });
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      deps.log(`Stripe checkout for order ${order.id} failed: ${error.message}`);
      const message =
        'Stripe, our payment provider, could not be reached. Nothing was charged; try again in a minute.';
      const body = messagePage('Payment unavailable', message, order.productType, false);
      return htmlAnswer(c, body, 502);
    }
    if (start.kind === 'page') return c.redirect(`/payment/orders/${order.id}`, 303);
    await recordCheckout(db, order.id, start.providerRef);
    return c.redirect(start.url, 303);
  }

  /** Paid on Stripe's hosted page, never with the sandbox's card form. */
  const paidAtStripe = (order: OrderRow) =>
    order.provider === STRIPE_PROVIDER && !confirmedOnOurPage(order);

  const noOrder = (c: Context) =>
    htmlAnswer(c, messagePage('Order not found', 'There is no such order of yours.'), 404);

  const app = new Hono();
  app.use('*', pageHeaders);
  app.onError((error, c) => {
    // Errors here are pages too: the buyer reads them in the browser, not a program.
    if (error instanceof HttpError && error.status < 500) {
      return htmlAnswer(
        c,
        messagePage('Checkout', error.body.message),
        error.status,
        error.headers,
      );
    }
    throw error;
  });

  app.get('/', async (c) => {
    const parsed = linkSchema.safeParse(c.req.query());
    const type = c.req.query('product-type') === 'premium' ? 'premium' : 'tokens';
    const who = await buyer(c);
    if (!who) return htmlAnswer(c, startFromAppPage(type), 401);
    if (!parsed.success) {
      const message = 'This payment link is not valid. Choose what to buy in the app again.';
      return htmlAnswer(c, messagePage('Invalid payment link', message, type), 400);
    }
    const link = parsed.data;
    let order: OrderRow;
    const open = () =>
      openOrder(db, {
        userId: who.user.id,
        type: link['product-type'],
        productId: link['product-id'],
        couponCode: link['coupon-code'] ?? null,
        currency: config.currency,
        provider: providers.default.name,
      });
    try {
      // A coupon code in the link is a lookup like any other: failures are counted.
      order = link['coupon-code']
        ? await countedCouponLookup(deps.limiter, c, who.user.id, open)
        : await open();
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      const body = messagePage('Cannot buy this', error.body.message, type);
      return htmlAnswer(c, body, error.status, error.headers);
    }
    return startCheckout(c, order);
  });

  app.get('/orders/:id', async (c) => {
    const who = await buyer(c);
    if (!who) return htmlAnswer(c, startFromAppPage(), 401);
    const order = await ownOrder(c, who);
    if (!order) return noOrder(c);
    if (order.status !== 'open') return htmlAnswer(c, closedOrderPage(order), 200);
    // A Stripe order is paid on Stripe's page: back there (its open session, or a new one).
    if (paidAtStripe(order)) return startCheckout(c, order);
    const view = await showCheckout(db, order, handoff.csrf(who.session, order.id));
    return htmlAnswer(c, view.html, view.status);
  });

  /** The checks both forms share: signed in, own open order, a CSRF token of this session. */
  async function formOrder(c: Context) {
    const who = await buyer(c);
    if (!who) return { answer: htmlAnswer(c, startFromAppPage(), 401) };
    const order = await ownOrder(c, who);
    if (!order) return { answer: noOrder(c) };
    const form = new URLSearchParams(await c.req.text());
    if (!handoff.csrfValid(who.session, order.id, form.get('csrf') ?? '')) {
      const message = 'This form has expired. Open the checkout again from the app.';
      return { answer: htmlAnswer(c, messagePage('Form expired', message), 403) };
    }
    return { who, order, form };
  }

  const returnTo = (order: OrderRow, outcome: 'success' | 'canceled') =>
    `${appPathOf(order.productType)}?payment=${outcome}&order=${order.id}`;

  app.post('/orders/:id/pay', formBody, async (c) => {
    const checked = await formOrder(c);
    if (checked.answer) return checked.answer;
    const { who, order, form } = checked;
    // Paid already (a double click, a second tab): never charged twice.
    if (order.status === 'complete') return c.redirect(returnTo(order, 'success'), 303);
    if (order.status !== 'open') return htmlAnswer(c, closedOrderPage(order), 409);
    if (paidAtStripe(order)) {
      const message = "This order is paid on Stripe's checkout page. Open it again from the app.";
      return htmlAnswer(c, messagePage('Pay with Stripe', message, order.productType, false), 409);
    }
    const result = await payOrder(db, providers.sandbox, order, form, {
      csrf: handoff.csrf(who.session, order.id),
      log: deps.log,
    });
    if (result.kind === 'paid') return c.redirect(returnTo(order, 'success'), 303);
    return htmlAnswer(c, result.html, result.status);
  });

  app.post('/orders/:id/cancel', formBody, async (c) => {
    const checked = await formOrder(c);
    if (checked.answer) return checked.answer;
    const { order } = checked;
    if (order.status === 'complete') return htmlAnswer(c, closedOrderPage(order), 409);
    if (order.status === 'open') {
      await cancelOrder(db, checked.who.user.id, order.id);
    }
    return c.redirect(returnTo(order, 'canceled'), 303);
  });

  return app;
}
