/**
 * Issue 25, cheap checks first, for paid requests: a request that costs tokens and carries its
 * `requestId` (an Angel's creation, a card's import) is refused before its body is read when
 * the account cannot pay, unless its Idempotency-Key header names a request this account
 * already made (a retry, answered with what that request made). "An attempt in the last
 * fifteen minutes" no longer opens the door: an account with 0 tokens that made one could
 * send megabytes over and over to be read and parsed. Walks the real route table: every paid
 * route whose body carries a requestId, or whose body may be large, takes the header, and a
 * route added later fails here until it has an example body and behaves.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftFor } from '../angels/test-helpers.ts';
import { IDEMPOTENCY_HEADER } from '../contract/idempotency.ts';
import { KB } from '../http/request-rules.ts';
import { call } from '../testing/auth-helpers.ts';
import { session, type Session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { apiRoutes, documentOf, operationOf, shape, type Route } from './route-table.ts';

const t = useTestApp();
let me: Session;
beforeAll(async () => {
  me = await session(t, 'newbie@angels.local');
});

const card = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: { name: 'Retry', description: 'She is 30 years old.', first_mes: 'Hi' },
};

/** A valid body per paid route, for a request id. */
const EXAMPLES: Record<string, (requestId: string) => unknown> = {
  'POST /api/my-angels': (requestId) => ({ requestId, draft: draftFor('Retry') }),
  'POST /api/my-angels/import': (requestId) => ({
    requestId,
    fileName: 'card.json',
    contentBase64: Buffer.from(JSON.stringify(card)).toString('base64'),
  }),
};

/** Bodies over this are uploads: refusing them must not need reading them. */
const LARGE_BODY = 64 * KB;

type Doc = ReturnType<typeof documentOf>;
type Json = Record<string, unknown>;

function rawOperation(doc: Doc, route: Route): Json | undefined {
  const entry = Object.entries(doc.paths).find(([p]) => shape(p) === shape(route.path));
  return entry?.[1][route.method.toLowerCase()];
}

/** Paid (a documented 402) with a body that names its request or may be large. */
function paidRequests(doc: Doc): Route[] {
  return apiRoutes(t.app).filter((route) => {
    const op = operationOf(doc, route);
    const paid = (rawOperation(doc, route)?.responses as Json | undefined)?.['402'] !== undefined;
    const names = Object.keys((op?.body?.properties as Json | undefined) ?? {});
    return paid && (names.includes('requestId') || (op?.bodyLimit ?? 0) > LARGE_BODY);
  });
}

/** A body that is not JSON, as large as the route takes: reading it would answer 400. */
const unreadable = (limit: number) =>
  `{"requestId":"${'x'.repeat(Math.min(limit, 1024 * KB) - 64)}`;

const send = (route: Route, body: string, key?: string) =>
  call(t, 'POST', route.path, {
    token: me.token,
    raw: body,
    headers: key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key },
  });

type Answer = { code: string; message: string; id?: number };

describe('paid requests, from the route table', () => {
  it('every paid request documents the Idempotency-Key header', () => {
    const doc = documentOf(t.app);
    const routes = paidRequests(doc);
    expect(routes.map((r) => r.key)).toEqual(
      expect.arrayContaining(['POST /api/my-angels', 'POST /api/my-angels/import']),
    );
    for (const route of routes) {
      const parameters = (rawOperation(doc, route)?.parameters ?? []) as Json[];
      const header = parameters.find((p) => p.in === 'header' && p.name === IDEMPOTENCY_HEADER);
      expect(header, `${route.key}: declare idempotent`).toBeDefined();
      expect(EXAMPLES[route.key], `${route.key}: add an example body`).toBeDefined();
    }
  });

  it('refuses an account that cannot pay before reading, however recent its last attempt', async () => {
    const doc = documentOf(t.app);
    for (const route of paidRequests(doc)) {
      const example = EXAMPLES[route.key] ?? (() => ({}));
      const limit = operationOf(doc, route)?.bodyLimit ?? 0;
      // An attempt a moment ago that spent the tokens: then nothing left.
      await setBalance(t.database.db, me.id, 5000);
      const first = randomUUID();
      const made = await send(route, JSON.stringify(example(first)), first);
      expect(made.status, route.key).toBe(201);
      const angel = (await made.json()) as Answer;
      await setBalance(t.database.db, me.id, 0);

      // A new key, or none: 402 at once, the body unread (it is not even JSON).
      for (const key of [randomUUID(), undefined]) {
        const res = await send(route, unreadable(limit), key);
        expect(res.status, `${route.key} with key ${key}`).toBe(402);
        expect(((await res.json()) as Answer).code).toBe('INSUFFICIENT_TOKENS');
      }

      // The earlier request's key: a retry, read and answered with what it made.
      const retry = await send(route, JSON.stringify(example(first)), first);
      expect(retry.status, route.key).toBe(200);
      expect(((await retry.json()) as Answer).id).toBe(angel.id);

      // The key and the body must name the same request.
      const other = await send(route, JSON.stringify(example(randomUUID())), first);
      expect(other.status, route.key).toBe(400);
      expect(((await other.json()) as Answer).message, route.key).toBe(
        `The Idempotency-Key header and the body's requestId must be the same (the header says ${first}).`,
      );

      // A key that is no request id: 400 saying so, before the body.
      const bad = await send(route, unreadable(limit), 'not-a-request-id');
      expect(bad.status, route.key).toBe(400);
      expect(((await bad.json()) as Answer).message, route.key).toBe(
        "The Idempotency-Key header must be the request's requestId, a UUID.",
      );
    }
  });

  it('a funded account without the header still gets its request carried out', async () => {
    await setBalance(t.database.db, me.id, 5000);
    const requestId = randomUUID();
    const route = { method: 'POST', path: '/api/my-angels', key: 'POST /api/my-angels' };
    const res = await send(route, JSON.stringify(EXAMPLES[route.key]?.(requestId)));
    expect(res.status).toBe(201);
  });
});
