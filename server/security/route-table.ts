/**
 * The security suite's view of the API: every route of the real app (Hono's route table), a
 * concrete URL for it, its generated OpenAPI operation (body schema, query, body limit), and
 * a valid example body for each route that takes one. A route added later shows up here by
 * itself; the suite then fails until it is documented and has an example body, so nobody has
 * to remember to cover it.
 */
import type { App } from '../app.ts';
import { apiDocument } from '../http/api-document.ts';

export type Route = { method: string; path: string; key: string };

export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every endpoint (middleware entries are registered as ALL and left out). */
export function apiRoutes(app: App): Route[] {
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => ({ method: r.method, path: r.path, key: `${r.method} ${r.path}` }))
    .filter((r) => !seen.has(r.key) && seen.add(r.key));
}

/** Hono's `:name{regex}` and OpenAPI's `{name}` both become `{}`. */
export const shape = (path: string) =>
  path.replace(/:\w+(\{[^/]*\})?/g, '{}').replace(/\{\w+\}/g, '{}');

/** The names of a route's path parameters, in order. */
export const paramNames = (path: string) =>
  [...path.matchAll(/:(\w+)(?:\{[^/]*\})?/g)].map((m) => m[1] ?? '');

/** The URL of a route with the given parameter values (encoded as they are). */
export function urlOf(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)(\{[^/]*\})?/g, (_, name: string) => values[name] ?? 'x');
}

type Json = Record<string, unknown>;
export type ApiDocument = { paths: Record<string, Record<string, Json>> };

export const documentOf = (app: App) => apiDocument(app) as ApiDocument;

export type Operation = { body: Json | null; query: string[]; bodyLimit: number | null };

/** The OpenAPI operation of a route: its JSON request body schema, query names, body limit. */
export function operationOf(doc: ApiDocument, route: Route): Operation | undefined {
  const entry = Object.entries(doc.paths).find(([p]) => shape(p) === shape(route.path));
  const op = entry?.[1][route.method.toLowerCase()];
  if (!op) return undefined;
  const content = (op.requestBody as Json | undefined)?.content as Json | undefined;
  const body = ((content?.['application/json'] as Json | undefined)?.schema as Json) ?? null;
  const query = ((op.parameters as Json[] | undefined) ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => String(p.name));
  const limit = op['x-body-limit'];
  return { body, query, bodyLimit: typeof limit === 'number' ? limit : null };
}

export type Leaf = { path: string[]; type: 'string' | 'integer' };

/** The string and integer fields of a JSON schema (nested objects, array items as index 0). */
export function leaves(schema: Json, at: string[] = []): Leaf[] {
  const type = schema.type;
  if (type === 'string') return [{ path: at, type: 'string' }];
  if (type === 'integer') return [{ path: at, type: 'integer' }];
  if (type === 'array' && schema.items) return leaves(schema.items as Json, [...at, '0']);
  const options = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Json[] | undefined;
  if (options) return options.flatMap((option) => leaves(option, at));
  if (type === 'object' || schema.properties) {
    return Object.entries((schema.properties ?? {}) as Record<string, Json>).flatMap(
      ([name, sub]) => leaves(sub, [...at, name]),
    );
  }
  return [];
}

/** A copy of `body` with the field at `path` set to `value`. */
export function withField(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) node[key] = value;
    else {
      node[key] ??= /^\d+$/.test(path[i + 1] ?? '') ? [] : {};
      node = node[key] as Record<string, unknown>;
    }
  }
  return copy;
}
