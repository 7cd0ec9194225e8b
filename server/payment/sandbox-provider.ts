/**
 * The built-in sandbox provider: the checkout is our own page (/payment/orders/{id}), and a
 * payment is reported as a webhook-style event signed with an HMAC of the server's secret,
 * applied through the same path a real provider's events take. Events may be replayed: the
 * order is fulfilled once.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { derivedKey, sameSecret } from '../auth/signing.ts';
import { z } from 'zod';
import { safeText } from '../contract/text.ts';
import type { OrderRow } from '../db/schema.ts';
import { SANDBOX_PROVIDER } from '../money/premium.ts';
import type { PaymentEvent, PaymentProvider } from './provider.ts';

export const SANDBOX_SIGNATURE_HEADER = 'Sandbox-Signature';

const eventSchema = z.object({
  id: safeText('id').min(1).max(100),
  orderId: z.string().uuid(),
  outcome: z.enum(['paid', 'declined']),
  reason: safeText('reason').max(200).nullable(),
  amountMinor: z.number().int().min(0).max(2_147_483_647),
  currency: safeText('currency').length(3),
  providerRef: safeText('providerRef').max(100),
});

export type SignedEvent = { rawBody: string; signature: string };

export type SandboxProvider = PaymentProvider & {
  /** A payment attempt on the sandbox page, as the signed event the provider would send. */
  charge(order: OrderRow, outcome: 'paid' | 'declined', reason: string | null): SignedEvent;
  sign(rawBody: string): string;
};

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export function sandboxProvider(secret: string): SandboxProvider {
  // Its own key, derived from the secret: a signature here is never valid anywhere else.
  const key = derivedKey(secret, 'sandbox-payment-events');
  const sign = (rawBody: string) => createHmac('sha256', key).update(rawBody).digest('hex');
  return {
    name: SANDBOX_PROVIDER,
    sign,
    createCheckout: () => Promise.resolve({ kind: 'page' }),
    charge(order, outcome, reason) {
      const event = {
        id: randomId('evt'),
        orderId: order.id,
        outcome,
        reason,
        amountMinor: order.priceMinor,
        currency: order.currency,
        providerRef: randomId(outcome === 'paid' ? 'ch' : 'decl'),
      };
      const rawBody = JSON.stringify(event);
      return { rawBody, signature: sign(rawBody) };
    },
    verifyEvent({ rawBody, headers }): Promise<PaymentEvent | null> {
      if (!sameSecret(headers.get(SANDBOX_SIGNATURE_HEADER) ?? '', sign(rawBody))) {
        return Promise.resolve(null);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return Promise.resolve(null);
      }
      const result = eventSchema.safeParse(parsed);
      if (!result.success) return Promise.resolve(null);
      const event = result.data;
      return Promise.resolve({
        eventId: event.id,
        orderId: event.orderId,
        outcome: event.outcome,
        reason: event.reason,
        amountMinor: event.amountMinor,
        currency: event.currency,
        providerRef: event.providerRef,
      });
    },
  };
}
