/**
 * Every costly read is limited (issue 25: one server stays responsive under abuse), from the
 * real route table: each GET of a signed-in caller names an entry of the one table of read
 * limits, and with every limit lowered to 1 each is refused 429 with a readable message and
 * Retry-After by its second request, after authentication. With the real limits, one account
 * looping over its largest chat-list page is stopped at the table's pace, and nobody else is.
 */
import { describe, expect, it } from 'vitest';
import { READ_LIMITS } from '../http/read-limits.ts';
import { call } from '../testing/auth-helpers.ts';
import { session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { apiRoutes, documentOf, shape, urlOf, type Route } from './route-table.ts';

type Doc = ReturnType<typeof documentOf>;

function operation(doc: Doc, route: Route) {
  const entry = Object.entries(doc.paths).find(([p]) => shape(p) === shape(route.path));
  return entry?.[1][route.method.toLowerCase()];
}

/** The read limit a route's definition declares (x-read-limit in /api/openapi.json). */
const declaredLimit = (doc: Doc, route: Route): unknown => operation(doc, route)?.['x-read-limit'];

/** A signed-in route carries the bearer scheme in its document. */
const signedIn = (doc: Doc, route: Route) => operation(doc, route)?.security !== undefined;

type Answer = { code: string; message: string };

describe('read limits, from the route table', () => {
  // Every bound at 1: the second request to an entry is over it.
  const t = useTestApp({ READ_LIMIT_SCALE: '0.000001' });
  const signedInReads = () => {
    const doc = documentOf(t.app);
    return apiRoutes(t.app).filter((r) => r.method === 'GET' && signedIn(doc, r));
  };

  it('every signed-in read names an entry of the one table', () => {
    const doc = documentOf(t.app);
    expect(signedInReads().map((r) => r.key)).toContain('GET /api/chats');
    expect(signedInReads().length).toBeGreaterThanOrEqual(20);
    for (const route of signedInReads()) {
      const name = declaredLimit(doc, route);
      expect(name, `${route.key}: declare its readLimit`).toBeTypeOf('string');
      expect(Object.keys(READ_LIMITS), route.key).toContain(name);
    }
  });

  it('refuses each read past its limit: 429, a message, Retry-After, after login', async () => {
    const user = await session(t, 'user@angels.local');
    const agent = await session(t, 'agent@angels.local');
    const curator = await session(t, 'curator@angels.local');
    for (const route of signedInReads()) {
      // The catalogue's routes are a curator's (another agent is refused before any limit).
      const admin = route.path.startsWith('/api/admin/catalogue') ? curator : agent;
      const token = route.path.startsWith('/api/admin') ? admin.token : user.token;
      const url = urlOf(route.path, { id: route.path.startsWith('/api/users') ? user.id : '1' });
      const get = async (auth = true) => {
        const res = await t.app.request(url, {
          headers: auth ? { Authorization: `Bearer ${token}` } : {},
        });
        // A live stream stays open: this test only needs its status.
        if (res.headers.get('Content-Type')?.startsWith('text/event-stream')) {
          await res.body?.cancel();
        }
        return res;
      };
      // Routes sharing an entry share its budget: the first may already be over it.
      let res = await get();
      if (res.status !== 429) res = await get();
      expect(res.status, route.key).toBe(429);
      const body = (await res.json()) as Answer;
      expect(body.code, route.key).toBe('RATE_LIMITED');
      expect(body.message, route.key).toMatch(/try again/);
      expect(Number(res.headers.get('Retry-After')), route.key).toBeGreaterThan(0);
      // Authentication comes first: without a login it is 401, limit or not.
      expect((await get(false)).status, route.key).toBe(401);
    }
  });
});

describe('a chat-list loop at the real limits', () => {
  const t = useTestApp({ READ_LIMIT_SCALE: '1' });

  it('stops one account at the table’s pace, and only that account', async () => {
    const attacker = await session(t, 'premium@angels.local');
    const visitor = await session(t, 'newbie@angels.local');
    const page = (token: string) => call(t, 'GET', '/api/chats?pageSize=60', { token });
    const statuses: number[] = [];
    for (let i = 0; i <= READ_LIMITS.list.burst; i++)
      statuses.push((await page(attacker.token)).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const refused = await page(attacker.token);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as Answer).message).toBe(
      `You are loading lists faster than people do: try again in ${Math.ceil(60 / READ_LIMITS.list.perMinute)} s.`,
    );
    expect(refused.headers.get('Retry-After')).toBe(String(60 / READ_LIMITS.list.perMinute));
    // The limit is the account's: another account's chat list still loads.
    expect((await page(visitor.token)).status).toBe(200);
    // And only lists: opening one of the attacker's own things still works.
    expect(
      (await call(t, 'GET', `/api/users/${attacker.id}`, { token: attacker.token })).status,
    ).toBe(200);
  });
});
