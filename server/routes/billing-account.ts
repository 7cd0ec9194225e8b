import { z } from 'zod';
import type { AuthDeps } from '../auth/auth-deps.ts';
import {
  LEDGER_PAGE_SIZE,
  ledgerPageSchema,
  ledgerQuerySchema,
  orderSchema,
} from '../contract/billing.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { ledgerPage } from '../money/ledger.ts';
import { findOwnOrder, presentOrder } from '../money/orders.ts';

/** /api/tokens/history and /api/orders/{id}: the caller's own money records. */
export function billingAccountRoutes(deps: AuthDeps) {
  const { db } = deps;
  const endpoint = endpoints(deps);
  const history = endpoint({
    method: 'get',
    path: '/tokens/history',
    access: 'user',
    readLimit: 'list',
    maxItems: LEDGER_PAGE_SIZE,
    summary: 'Your token history, newest first, paged by cursor, with the balance',
    request: { query: ledgerQuerySchema },
    responses: { 200: json('A page of entries', ledgerPageSchema) },
  });
  const order = endpoint({
    method: 'get',
    path: '/orders/{id}',
    access: 'user',
    readLimit: 'item',
    summary: 'One of your orders',
    request: { params: z.object({ id: z.string().max(64) }) },
    responses: {
      200: json('The order', orderSchema),
      404: apiError('NOT_FOUND: no such order of yours.'),
    },
  });
  return apiRouter<AuthEnv>()
    .openapi(history, async (c) => {
      const { cursor } = c.req.valid('query');
      const me = c.var.user;
      const page = await ledgerPage(db, me.id, cursor ? Number(cursor) : null, LEDGER_PAGE_SIZE);
      const items = page.rows.map((row) => ({
        id: String(row.id),
        amount: row.amount,
        kind: row.kind,
        reason: row.reason,
        balanceAfter: row.balanceAfter,
        createdAt: row.createdAt.toISOString(),
      }));
      const last = items.at(-1);
      return c.json(
        { balance: me.tokens, items, nextCursor: page.more && last ? last.id : null },
        200,
      );
    })
    .openapi(order, async (c) => {
      const row = await findOwnOrder(db, c.var.user.id, c.req.valid('param').id);
      if (!row) throw notFound('No such order.');
      return c.json(presentOrder(row), 200);
    });
}
