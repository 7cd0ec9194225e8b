/**
 * Every list is paged (issue 25): from the real route table, each GET whose answer is a list
 * (an array, or `items`) declares the most items one answer holds (`maxItems` in its endpoint
 * definition, x-max-items in /api/openapi.json), refuses a page size over it, and answers no
 * more than it. A list route added later without a bound fails here.
 */
import { describe, expect, it } from 'vitest';
import { session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { apiRoutes, documentOf, shape, urlOf, type Route } from './route-table.ts';

type Json = Record<string, unknown>;

/** The 200 answer's JSON schema, with $refs to components resolved. */
function okSchema(doc: Json, op: Json): Json | undefined {
  const ok = (op.responses as Json | undefined)?.['200'] as Json | undefined;
  const content = ok?.content as Json | undefined;
  const schema = (content?.['application/json'] as Json | undefined)?.schema as Json | undefined;
  return schema && resolve(doc, schema);
}

function resolve(doc: Json, schema: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.split('/').at(-1) ?? '';
  const schemas = (doc.components as Json | undefined)?.schemas as Json | undefined;
  return (schemas?.[name] as Json | undefined) ?? schema;
}

/** A list answer: an array, or an object with an `items` array. */
function isList(doc: Json, schema: Json): boolean {
  if (schema.type === 'array') return true;
  const items = (schema.properties as Json | undefined)?.items as Json | undefined;
  return items !== undefined && resolve(doc, items).type === 'array';
}

function operation(doc: Json, route: Route): Json | undefined {
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const entry = Object.entries(paths).find(([p]) => shape(p) === shape(route.path));
  return entry?.[1][route.method.toLowerCase()];
}

describe('every list is paged, from the route table', () => {
  const t = useTestApp();
  const lists = () => {
    const doc = documentOf(t.app) as unknown as Json;
    return apiRoutes(t.app)
      .filter((route) => route.method === 'GET')
      .map((route) => ({ route, op: operation(doc, route) }))
      .filter(({ op }) => {
        const schema = op && okSchema(doc, op);
        return schema !== undefined && isList(doc, schema);
      });
  };

  it('finds the list routes', () => {
    expect(lists().map(({ route }) => route.key)).toContain('GET /api/chats');
  });

  it('each declares the most items one answer holds', () => {
    for (const { route, op } of lists()) {
      expect(op?.['x-max-items'], `${route.key}: declare maxItems`).toBeTypeOf('number');
    }
  });

  it('refuses a page size over it, and answers no more than it', async () => {
    const user = await session(t, 'user@angels.local');
    const agent = await session(t, 'agent@angels.local');
    const curator = await session(t, 'curator@angels.local');
    for (const { route, op } of lists()) {
      const max = Number(op?.['x-max-items']);
      // The catalogue's lists are a curator's (its ids an Angel's); the other admin lists an agent's.
      const catalogue = route.path.startsWith('/api/admin/catalogue');
      const admin = route.path.startsWith('/api/admin') ? agent : user;
      const token = (catalogue ? curator : admin).token;
      const headers = { Authorization: `Bearer ${token}` };
      const url = urlOf(route.path, { id: catalogue ? '1' : user.id, file: 'willow.svg' });
      const names = ((op?.parameters as Json[] | undefined) ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => String(p.name));
      for (const name of names.filter((n) => /^(pageSize|limit)$/.test(n))) {
        const res = await t.app.request(`${url}?${name}=${max + 1}`, { headers });
        expect(res.status, `${route.key} ?${name}=${max + 1}`).toBe(400);
      }
      const res = await t.app.request(url, { headers });
      if (res.status !== 200) continue;
      const body = (await res.json()) as unknown[] | { items: unknown[] };
      const items = Array.isArray(body) ? body : body.items;
      expect(items.length, route.key).toBeLessThanOrEqual(max);
    }
  });
});
