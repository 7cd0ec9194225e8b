import { Hono } from 'hono';
import { openApiDocument } from '../openapi/document.ts';

export function openApiRoutes() {
  const document = openApiDocument();
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(document);
  });
}
