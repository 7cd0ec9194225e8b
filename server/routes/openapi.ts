import { z } from 'zod';
import { apiRouter, endpoints } from '../http/endpoint.ts';

/**
 * GET /api/openapi.json: the document generated from the endpoint definitions (app.ts
 * passes how to build it, once every endpoint is registered).
 */
export function openApiRoutes(document: () => Record<string, unknown>) {
  const get = endpoints({})({
    method: 'get',
    path: '/',
    access: 'public',
    summary: 'This document',
    responses: {
      200: {
        description: 'OpenAPI 3.1 document',
        content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
      },
    },
  });
  return apiRouter().openapi(get, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(document(), 200);
  });
}
