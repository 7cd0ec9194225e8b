/**
 * GET /metrics, for the operator's Prometheus only: with METRICS_TOKEN set, a request must
 * carry it as `Authorization: Bearer <token>` (compared in constant time; anything else is a
 * 401); without it the route is not registered at all (a 404, like any unknown path). It
 * lives outside /api: it is not part of the app's API or its OpenAPI document, and a proxy
 * in front can keep it off the public port (deploy/nginx.conf).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { ERROR_CODES } from '../contract/errors.ts';
import { scrape } from './metrics.ts';

export const METRICS_PATH = '/metrics';

/** Hashes first: timingSafeEqual needs equal lengths, and the length must not leak either. */
export function tokenMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Mount at the app's root; `token` null = no route. */
export function metricsRoutes(token: string | null) {
  const routes = new Hono();
  if (!token) return routes;
  return routes.get(METRICS_PATH, async (c) => {
    const given = bearerToken(c.req.header('Authorization'));
    if (given === null || !tokenMatches(given, token)) {
      return c.json(
        { code: ERROR_CODES.unauthorized, message: 'A valid metrics token is required.' },
        401,
        {
          'WWW-Authenticate': 'Bearer realm="metrics"',
          'Cache-Control': 'no-store',
        },
      );
    }
    const { body, contentType } = await scrape();
    return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  });
}
