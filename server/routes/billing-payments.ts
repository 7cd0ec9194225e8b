import { z } from 'zod';
import type { AuthDeps } from '../auth/auth-deps.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { badRequest, notFound, unauthorized } from '../http/errors.ts';
import { KB } from '../http/request-rules.ts';
import { paymentHandoff } from '../payment/handoff.ts';
import { applyPaymentEvent } from '../payment/provider.ts';
import { paymentProviders } from '../payment/providers.ts';

/** Providers' events are small; Stripe's largest are a few KB, with room to spare. */
export const PAYMENT_EVENT_BODY_LIMIT = 64 * KB;

/** /api/payments: the hand-off to the payment pages, and the providers' webhooks. */
export function billingPaymentRoutes(deps: AuthDeps) {
  const { db, config, secret, log } = deps;
  const providers = paymentProviders(secret, config.payment);
  const handoff = paymentHandoff(secret, config.publicUrl.startsWith('https:'));
  const endpoint = endpoints(deps);
  const session = endpoint({
    method: 'post',
    path: '/payments/session',
    access: 'user',
    writeLimit: 'billing',
    summary: 'Sign in to the payment pages: a 30-minute cookie for /payment (no token in URLs)',
    responses: { 204: { description: 'The cookie is set; open the payment link now' } },
  });
  const events = endpoint({
    method: 'post',
    path: '/payments/events/{provider}',
    access: 'public',
    writeLimit: 'providerEvent',
    bodyLimit: PAYMENT_EVENT_BODY_LIMIT,
    summary: "A payment provider's signed event (webhook); replays are applied once",
    request: {
      params: z.object({ provider: z.string().max(40) }),
      // Each provider has its own event shape; its signature over the raw body is checked.
      body: jsonBody(z.record(z.string(), z.unknown())),
    },
    responses: {
      200: json('Received', z.object({ received: z.literal(true) })),
      400: apiError('BAD_REQUEST: the signature does not hold, or the event is malformed.'),
      404: apiError('NOT_FOUND: no such provider.'),
    },
  });
  return apiRouter<AuthEnv>()
    .openapi(session, (c) => {
      // The cookie lives only as long as this app session: it names its refresh-token family.
      const family = c.var.claims.sid;
      if (!family) throw unauthorized();
      handoff.start(c, c.var.user.id, family);
      return c.body(null, 204);
    })
    .openapi(events, async (c) => {
      const provider = providers.byName.get(c.req.valid('param').provider);
      if (!provider) throw notFound('No such payment provider.');
      // The body as sent (validated JSON already): signatures are over the exact bytes.
      const rawBody = await c.req.text();
      const event = await provider.verifyEvent({ rawBody, headers: c.req.raw.headers });
      if (!event) throw badRequest('The event signature does not hold.');
      await applyPaymentEvent(db, provider, event, log);
      return c.json({ received: true as const }, 200);
    });
}
