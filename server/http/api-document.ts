import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';

/**
 * /api/openapi.json, generated from the endpoint definitions the app registered (see
 * endpoint.ts): nothing here restates a path, a parameter or a status.
 */
const built = new WeakMap<object, Record<string, unknown>>();

/** Built once per app, on first use: every endpoint is registered by then. */
export function apiDocument<E extends Env>(app: OpenAPIHono<E>): Record<string, unknown> {
  const known = built.get(app);
  if (known) return known;
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  const document = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Angels API',
      version: '0.1.0',
      description: 'Reference API of Angels. Every non-2xx response has an ApiError body.',
    },
  }) as unknown as Record<string, unknown>;
  built.set(app, document);
  return document;
}
