/**
 * Issue 25, one server stays responsive: a public read is cheap when memory answers it and
 * costs a database query when it does not (a filter, sort or page of the catalogue nobody asked
 * for lately, an Angel's details, a portrait), and a visitor needs no account to send endless
 * new combinations. Walks the real route table: every public GET that asks the database names
 * a `missLimit` (or a `readLimit`) of the one table, and each is refused past it with a
 * readable 429 and Retry-After, per address, while answers from memory are never limited.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../app.ts';
import { RENDERER_PATH } from '../first-load/first-paint.ts';
import { mountStatic } from '../static.ts';
import type { Db } from '../db/client.ts';
import { READ_LIMITS, scaledReadLimits } from '../http/read-limits.ts';
import { useTestApp, type TestContext } from '../testing/test-app.ts';
import { apiRoutes, documentOf, paramNames, shape, urlOf, type Route } from './route-table.ts';

type Doc = ReturnType<typeof documentOf>;
type Json = Record<string, unknown>;
type Answer = { code: string; message: string };

function operation(doc: Doc, route: Route): Json | undefined {
  const entry = Object.entries(doc.paths).find(([p]) => shape(p) === shape(route.path));
  return entry?.[1][route.method.toLowerCase()];
}

const publicReads = (t: TestContext) => {
  const doc = documentOf(t.app);
  return apiRoutes(t.app).filter((r) => r.method === 'GET' && !operation(doc, r)?.security);
};

/** Public reads that ask the database on purpose, and why they need no limit. */
const UNLIMITED: Record<string, string> = {
  // The load balancer's probe: one small query, and a 429 would take the process out of rotation.
  'GET /api/ready': 'readiness probe',
};

/** Values for a path parameter that reach the database if anything does (a miss each). */
const candidates = (name: string): string[] =>
  name === 'file' ? ['1.svg', '1.png', `${randomUUID()}.svg`] : ['1', '999999'];

/** Every URL of a route with each parameter's candidates (one parameter routes, mostly). */
function urlsOf(route: Route): string[] {
  const names = paramNames(route.path);
  if (names.length === 0) return [route.path];
  return candidates(names[0] ?? '').map((value) =>
    urlOf(route.path, Object.fromEntries(names.map((name) => [name, value]))),
  );
}

/**
 * Counts what a request asks the database, at the driver: PGlite's query and exec, or the
 * PostgreSQL client's unsafe (what drizzle sends every statement through).
 */
function spyOnQueries(db: Db) {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const methods = ['query', 'exec', 'unsafe', 'transaction'].filter(
    (m) => typeof client[m] === 'function',
  );
  const spies = methods.map((m) => vi.spyOn(client as Record<string, () => unknown>, m));
  return {
    count: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

describe('public reads that ask the database, from the route table', () => {
  // Limits far above what this asks: every request reaches what it would ask.
  const t = useTestApp();

  it('each names a missLimit or readLimit of the one table', async () => {
    const doc = documentOf(t.app);
    const asking: string[] = [];
    for (const route of publicReads(t)) {
      const queries = spyOnQueries(t.database.db);
      for (const url of urlsOf(route)) await (await t.app.request(url)).arrayBuffer();
      const asked = queries.count();
      queries.restore();
      if (asked === 0 || UNLIMITED[route.key]) continue;
      asking.push(route.key);
      const op = operation(doc, route);
      const name = op?.['x-miss-limit'] ?? op?.['x-read-limit'];
      expect(name, `${route.key} asks the database: name a missLimit`).toBeTypeOf('string');
      expect(Object.keys(READ_LIMITS), route.key).toContain(name);
    }
    expect(asking).toEqual(
      expect.arrayContaining(['GET /api/avatars', 'GET /api/tokens/packages']),
    );
    expect(asking.length).toBeGreaterThanOrEqual(5);
  });
});

describe('the catalogue past its miss limit', () => {
  // A 25th of the real limits: a burst of 2 new pages, one more every 15 s, one at a time.
  const scale = 0.04;
  const t = useTestApp({ READ_LIMIT_SCALE: String(scale) });
  const limit = scaledReadLimits(scale).catalogue;
  const from = (address: string, url: string) =>
    t.app.request(url, {}, { incoming: { socket: { remoteAddress: address } } });

  it('stops new combinations from one address, never the pages memory holds, nor others', async () => {
    // Warm: the first page, as every visitor asks it.
    expect((await from('198.51.100.1', '/api/avatars?page=1')).status).toBe(200);
    const statuses: number[] = [];
    for (let page = 2; page <= limit.burst + 2; page++) {
      const res = await from('203.0.113.7', `/api/avatars?page=${page}&pageSize=1`);
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([...Array<number>(limit.burst).fill(200), 429]);
    const refused = await from('203.0.113.7', '/api/avatars?page=9&pageSize=2');
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as Answer;
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(
      new RegExp(`^You are loading ${limit.label} faster than people do: try again in \\d+ s\\.$`),
    );
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Missing details and portraits are misses too: no way round the limit.
    expect((await from('203.0.113.7', '/api/avatars/999999')).status).toBe(429);
    expect((await from('203.0.113.7', '/api/avatars/999999/portrait.svg')).status).toBe(429);
    // What memory holds is answered to the same address, as often as it asks.
    for (let i = 0; i < limit.burst * 3; i++) {
      const res = await from('203.0.113.7', '/api/avatars?page=1');
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    // Another address browses new pages as before.
    expect((await from('198.51.100.2', '/api/avatars?page=3&pageSize=2')).status).toBe(200);
    // One miss may run at a time per address: twins wait for it instead of asking again.
    const twins = await Promise.all(
      Array.from({ length: 5 }, () => from('192.0.2.9', '/api/avatars?page=4&pageSize=3')),
    );
    expect(twins.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('first paints of filtered catalogue pages', () => {
  const scale = 0.04;
  const t = useTestApp({ READ_LIMIT_SCALE: String(scale) });
  const limit = scaledReadLimits(scale).catalogue;
  let dist: string;
  let app: App;
  beforeAll(() => {
    // A build whose first paint reads the catalogue with the page's filters, as the real one does.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'angels-miss-'));
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
    fs.mkdirSync(path.join(dist, path.dirname(RENDERER_PATH)));
    fs.writeFileSync(path.join(dist, RENDERER_PATH), RENDERER);
    app = createApp({ db: t.database.db, config: t.config });
    mountStatic(app, dist);
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const page = async (address: string, minAge: number) => {
    const env = { incoming: { socket: { remoteAddress: address } } };
    const res = await app.request(`/discover?minAge=${minAge}`, {}, env);
    return /<p id="catalogue">(\d+)<\/p>/.exec(await res.text())?.[1];
  };

  it('count their catalogue reads against the visitor’s address, not the server’s', async () => {
    const reads: (string | undefined)[] = [];
    for (let minAge = 20; minAge <= 20 + limit.burst; minAge++) {
      reads.push(await page('203.0.113.8', minAge));
    }
    // The page past the limit goes without its first paint's data (the app loads it later).
    expect(reads).toEqual([...Array<string>(limit.burst).fill('200'), '429']);
    // Other visitors' first paints are theirs: not held back by this one.
    expect(await page('198.51.100.3', 40)).toBe('200');
  });
});

const SHELL =
  '<!doctype html><html><head><title>Angels</title></head><body><div id="root"></div></body></html>';
const RENDERER = `
export const isAppPath = (p) => p === '/discover';
export async function renderFirstPaint(url, api) {
  const res = await api('/api/avatars' + new URL(url, 'http://x').search);
  return '<p id="catalogue">' + res.status + '</p>';
}
`;
