/** The payment pages' HTML: the checkout of an open order, and the pages around it. */
import type { ProductType } from '../contract/constants.ts';
import type { OrderRow } from '../db/schema.ts';
import { formatMoney } from '../money/pricing.ts';
import { TEST_CARDS, type CardErrors, type CardFields } from './cards.ts';
import { html, type Html } from '../http/html.ts';
import { page } from './html.ts';

export const appPathOf = (type: ProductType | null | undefined) =>
  type === 'premium' ? '/premium' : '/tokens';

const backLink = (type: ProductType | null | undefined) =>
  html`<p>
    <a href="${appPathOf(type)}">Back to ${type === 'premium' ? 'Premium' : 'Tokens'}</a>
  </p>`;

/** A page that only says something and leads back to the app. */
export function messagePage(
  title: string,
  message: string,
  type?: ProductType | null,
  sandbox = true,
): string {
  return page(
    title,
    html`<h1>${title}</h1>
      <p>${message}</p>
      ${backLink(type)}`,
    sandbox,
  );
}

export const startFromAppPage = (type?: ProductType | null) =>
  messagePage(
    'Start from the app',
    'For your security, checkout opens from the app. Go back, choose what to buy, and select Buy again.',
    type,
  );

function summary(order: OrderRow): Html {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const coupon = order.couponCode
    ? html`<dt>Coupon ${order.couponCode}</dt>
        <dd>−${money(order.discountMinor)}</dd>`
    : '';
  return html`<h2>Order summary</h2>
    <dl class="summary">
      <dt>${order.description}</dt>
      <dd>${money(order.listPriceMinor)}</dd>
      ${coupon}
      <dt class="total">Total</dt>
      <dd class="total">${money(order.priceMinor)}</dd>
    </dl>`;
}

type FieldSpec = {
  name: keyof CardFields;
  label: string;
  autocomplete: string;
  placeholder?: string;
  numeric?: boolean;
};

function field(spec: FieldSpec, values: Partial<CardFields>, errors: CardErrors): Html {
  const error = errors[spec.name];
  const id = `card-${spec.name}`;
  return html`<div class="field">
    <label for="${id}">${spec.label}</label>
    <input
      id="${id}"
      name="${spec.name}"
      autocomplete="${spec.autocomplete}"
      required
      ${spec.numeric ? html`inputmode="numeric"` : ''}
      ${spec.placeholder ? html`placeholder="${spec.placeholder}"` : ''}
      value="${values[spec.name] ?? ''}"
      ${error ? html` aria-invalid="true" aria-describedby="${id}-error"` : ''}
    />
    ${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}
  </div>`;
}

function cardForm(values: Partial<CardFields>, errors: CardErrors): Html {
  const f = (spec: FieldSpec) => field(spec, values, errors);
  return html`${f({ name: 'number', label: 'Card number', autocomplete: 'cc-number', numeric: true, placeholder: '4242 4242 4242 4242' })}
    <div class="row">
      ${f({ name: 'expiry', label: 'Expiry (MM/YY)', autocomplete: 'cc-exp', placeholder: 'MM/YY' })}
      ${f({ name: 'cvc', label: 'CVC', autocomplete: 'cc-csc', numeric: true, placeholder: '123' })}
    </div>
    ${f({ name: 'name', label: 'Name on card', autocomplete: 'cc-name' })}`;
}

const testCards = html`<h2>Test cards</h2>
  <p>
    This checkout works like a payment provider's test mode. Use any future expiry date and any CVC.
  </p>
  <table>
    <thead>
      <tr>
        <th scope="col">Card number</th>
        <th scope="col">Result</th>
      </tr>
    </thead>
    <tbody>
      ${TEST_CARDS.map(
        (card) =>
          html`<tr>
            <td><code>${card.number}</code></td>
            <td>${card.outcome}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;

export type CheckoutView = {
  order: OrderRow;
  csrf: string;
  values?: Partial<CardFields>;
  errors?: CardErrors;
  /** A problem with the whole payment (a declined card, a coupon that no longer applies). */
  problem?: string | null;
  /** False when the order cannot be paid as it is (the problem says why). */
  payable?: boolean;
};

export function checkoutPage(view: CheckoutView): string {
  const { order, csrf, values = {}, errors = {}, payable = true } = view;
  const problem = view.problem ?? order.failure;
  const free = order.priceMinor === 0;
  const base = `/payment/orders/${order.id}`;
  const token = html`<input type="hidden" name="csrf" value="${csrf}" />`;
  const pay = payable
    ? html`<form method="post" action="${base}/pay" novalidate>
        ${token}
        ${free ? html`<p>Your coupon covers the whole price: nothing will be charged.</p>` : cardForm(values, errors)}
        <div class="actions">
          <button class="primary" type="submit">
            ${free ? 'Confirm' : `Pay ${formatMoney(order.priceMinor, order.currency)}`}
          </button>
        </div>
      </form>`
    : '';
  return page(
    'Checkout',
    html`<h1>Checkout</h1>
      ${problem ? html`<p class="alert" role="alert">${problem}</p>` : ''} ${summary(order)}
      <h2>${free ? 'Confirm your order' : 'Payment'}</h2>
      ${pay}
      <form method="post" action="${base}/cancel">
        ${token}
        <div class="actions"><button class="secondary" type="submit">Cancel</button></div>
      </form>
      ${payable && !free ? testCards : ''}`,
  );
}

export function closedOrderPage(order: OrderRow): string {
  const type = order.productType;
  if (order.status === 'complete') {
    return page(
      'Already paid',
      html`<h1>Already paid</h1>
        <p class="success">
          This order is complete: ${order.description}
          ${type === 'premium' ? 'is active' : 'were added to your balance'}. Nothing more will be
          charged.
        </p>
        ${summary(order)}
        <p>
          <a class="button" href="${appPathOf(type)}"
            >Back to ${type === 'premium' ? 'Premium' : 'Tokens'}</a
          >
        </p>`,
    );
  }
  const what = order.status === 'canceled' ? 'was canceled' : 'has expired';
  // Why it was canceled, when we canceled it (a coupon used up meanwhile).
  const why = order.status === 'canceled' && order.failure ? `${order.failure} ` : '';
  return messagePage(
    `Order ${order.status}`,
    `${why}This order ${what}; nothing was charged. Start again from the app to buy.`,
    type,
  );
}
