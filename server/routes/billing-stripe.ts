import { z } from 'zod';
import Stripe from 'stripe';
import type { AuthDeps } from '../auth/auth-deps.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { paymentProviders } from '../payment/providers.ts';
import { stripeUnavailable } from '../payment/stripe-provider.ts';
import { receiveStripeEvent } from '../payment/stripe-webhooks.ts';
import { PAYMENT_EVENT_BODY_LIMIT } from './billing-payments.ts';

/**
 * POST /api/payments/stripe/webhook: Stripe's events, verified with the SDK over the body
 * exactly as sent (read as raw text before anything parses it), applied once each.
 */
export function billingStripeRoutes(deps: AuthDeps) {
  const { db, config, secret, log } = deps;
  const { stripe } = paymentProviders(secret, config.payment);
  const endpoint = endpoints(deps);
  const webhook = endpoint({
    method: 'post',
    path: '/payments/stripe/webhook',
    access: 'public',
    writeLimit: 'providerEvent',
    bodyLimit: PAYMENT_EVENT_BODY_LIMIT,
    // Only the bytes are collected: the signature is checked over them before any parsing.
    parseBody: () => Promise.resolve({}),
    summary:
      "Stripe's webhook (PAYMENT_PROVIDER=stripe): signed with STRIPE_WEBHOOK_SECRET, each event applied once",
    request: { body: jsonBody(z.record(z.string(), z.unknown())) },
    responses: {
      200: json(
        'Received (a repeated event is received and changes nothing)',
        z.object({ received: z.literal(true), duplicate: z.boolean() }),
      ),
      400: apiError('BAD_REQUEST: the Stripe-Signature does not hold for this body.'),
      404: apiError('NOT_FOUND: this server does not take payments through Stripe.'),
      503: apiError('PAYMENT_PROVIDER_UNAVAILABLE: Stripe could not be asked; Stripe retries.'),
    },
  });
  return apiRouter<AuthEnv>().openapi(webhook, async (c) => {
    if (!stripe) throw notFound('This server does not take payments through Stripe.');
    const rawBody = await c.req.text();
    const signature = c.req.header('Stripe-Signature');
    if (!signature) throw badRequest('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = await stripe.constructEvent(rawBody, signature);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      // The SDK's first line says what; the rest is a link to its documentation.
      const why = error.message.split('\n')[0]?.trim() ?? '';
      throw badRequest(`The Stripe-Signature does not hold for this body: ${why}`);
    }
    try {
      const received = await receiveStripeEvent(db, stripe, event, log);
      const repeat = received.duplicate ? ' (a repeat: nothing changed)' : '';
      log(`Stripe ${event.type} ${event.id}: ${received.outcome}${repeat}`);
      return c.json({ received: true as const, duplicate: received.duplicate }, 200);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        log(`Stripe ${event.type} ${event.id}: Stripe failed while applying it (${error.message})`);
        throw stripeUnavailable('to look up this payment');
      }
      throw error;
    }
  });
}
