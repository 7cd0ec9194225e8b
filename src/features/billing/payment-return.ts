/**
 * The search params the payment page returns with, parsed on the route itself: kept apart from
 * the billing model so that the route's critical part (in every first load) stays this small.
 */
export type PaymentOutcome = 'success' | 'canceled';

/** The search params the payment page returns with (`?payment=success&order=<id>`). */
export type PaymentReturnSearch = { payment?: PaymentOutcome; order?: string };

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The URL is user input: a malformed field is dropped, the shape zod's `.catch()` gives.
 * Hand-written because route search validation runs in the entry chunk, where zod does not fit.
 */
export function parsePaymentReturn(raw: Record<string, unknown>): PaymentReturnSearch {
  const payment = raw.payment === 'success' || raw.payment === 'canceled' ? raw.payment : undefined;
  const order = typeof raw.order === 'string' && ORDER_ID.test(raw.order) ? raw.order : undefined;
  return { ...(payment && { payment }), ...(order && { order }) };
}
