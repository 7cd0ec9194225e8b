/**
 * Every write is limited (issue 25, finding 2), from the real route table: each write route
 * names an entry of the one table of write limits, and with every limit lowered to 1 each is
 * refused 429 with Retry-After by its second request, after authentication and before its body
 * is parsed. With the real limits, a flood of group chats or renames from one account stops at
 * the table's human pace.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { WRITE_LIMITS } from '../http/write-limits.ts';
import { call } from '../testing/auth-helpers.ts';
import { session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { apiRoutes, BODY_METHODS, documentOf, shape, urlOf, type Route } from './route-table.ts';

/** The write limit a route's definition declares (x-write-limit in /api/openapi.json). */
function declaredLimit(doc: ReturnType<typeof documentOf>, route: Route): unknown {
  const entry = Object.entries(doc.paths).find(([p]) => shape(p) === shape(route.path));
  return entry?.[1][route.method.toLowerCase()]?.['x-write-limit'];
}

describe('write limits, from the route table', () => {
  // Every limit at 1 a window: the second request to an entry is over it.
  // One secret, so that a second app on the database accepts the first one's tokens.
  const t = useTestApp({ WRITE_LIMIT_SCALE: '0.000001', JWT_SECRET: 'w'.repeat(40) });
  const writes = () => apiRoutes(t.app).filter((r) => BODY_METHODS.has(r.method));

  it('every write route names an entry of the one table', () => {
    const doc = documentOf(t.app);
    expect(writes().length).toBeGreaterThanOrEqual(30);
    for (const route of writes()) {
      const name = declaredLimit(doc, route);
      expect(name, `${route.key}: declare its writeLimit`).toBeTypeOf('string');
      expect(Object.keys(WRITE_LIMITS), route.key).toContain(name);
    }
  });

  it('refuses each write past its limit: 429, Retry-After, after login, before parsing', async () => {
    // Signed in through a second process on the same database with room to log in (at 1 a
    // window, the second login would be refused here); its logins count in the same windows.
    const roomy = createApp({
      db: t.database.db,
      config: { ...t.config, writeLimitScale: 1000 },
      info: () => {},
    });
    const user = await session({ ...t, app: roomy }, 'user@angels.local');
    const agent = await session({ ...t, app: roomy }, 'agent@angels.local');
    const curator = await session({ ...t, app: roomy }, 'curator@angels.local');
    for (const route of writes()) {
      // The catalogue's routes are a curator's (another agent is refused before any limit).
      const admin = route.path.startsWith('/api/admin/catalogue') ? curator : agent;
      const token = route.path.startsWith('/api/admin') ? admin.token : user.token;
      const url = urlOf(route.path, { id: route.path.startsWith('/api/users') ? user.id : '1' });
      const send = (body: string, auth = true) =>
        t.app.request(url, {
          method: route.method,
          headers: {
            'Content-Type': 'application/json',
            ...(auth ? { Authorization: `Bearer ${token}` } : {}),
          },
          body,
        });
      // Routes sharing an entry share its budget: the first may already be over it.
      let res = await send('{}');
      if (res.status !== 429) res = await send('{}');
      expect(res.status, route.key).toBe(429);
      expect((await res.json()) as { code: string }, route.key).toMatchObject({
        code: 'RATE_LIMITED',
      });
      expect(Number(res.headers.get('Retry-After')), route.key).toBeGreaterThan(0);
      // Past the limit, a malformed body is not read: the answer is still the 429.
      expect((await send('{not json')).status, `${route.key} malformed`).toBe(429);
      // Authentication comes first: without a login, a signed-in route is 401, limit or not.
      const anonymous = await send('{}', false);
      expect([401, 429], route.key).toContain(anonymous.status);
      if (anonymous.status === 429) {
        expect(await declaredAccess(route), `${route.key} is public`).toBe(true);
      }
    }
  });

  const declaredAccess = async (route: Route) => {
    const doc = documentOf(t.app);
    const entry = Object.entries(doc.paths).find(([p]) => shape(p) === shape(route.path));
    return entry?.[1][route.method.toLowerCase()]?.security === undefined;
  };
});

describe('floods at the real limits', () => {
  const t = useTestApp({ WRITE_LIMIT_SCALE: '1' });

  it('stops a group chat flood from one account at the human pace of the table', async () => {
    const me = await session(t, 'premium@angels.local');
    const statuses: number[] = [];
    for (let i = 0; i <= WRITE_LIMITS.chatCreate.perAccount; i++) {
      const res = await call(t, 'POST', '/api/chats', {
        token: me.token,
        body: { avatarIds: [1 + (i % 20), 21 + (i % 20)] },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits renaming one’s avatar', async () => {
    const me = await session(t, 'newbie@angels.local');
    const rename = (i: number) =>
      call(t, 'PATCH', `/api/users/${me.id}`, {
        token: me.token,
        body: { avatar: { name: `Robin ${i}`, portraitKey: 'willow' } },
      });
    for (let i = 0; i < WRITE_LIMITS.profile.perAccount; i++) {
      expect((await rename(i)).status).toBe(200);
    }
    const refused = await rename(99);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
