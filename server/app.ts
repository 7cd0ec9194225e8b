import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createDicebearEngine } from './engines/image/dicebear-engine.ts';
import type { ImageEngine } from './engines/image/image-engine.ts';
import { HttpError, INTERNAL_ERROR } from './http/errors.ts';
import { securityHeaders } from './http/headers.ts';
import { ResponseCache } from './http/response-cache.ts';
import { avatarRoutes } from './routes/avatars.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { portraitRoutes } from './routes/portraits.ts';
import { varsRoutes } from './routes/vars.ts';

export type AppDeps = {
  db: Db;
  config: Config;
  images?: ImageEngine;
  log?: (message: string, error?: unknown) => void;
};

const defaultLog = (message: string, error?: unknown) => console.error(message, error);

/**
 * The one app factory: production (main.ts, plus static files), dev (dev.ts, plus Vite) and
 * tests all build the API through here so they cannot drift apart.
 */
export function createApp({
  db,
  config,
  images = createDicebearEngine(),
  log = defaultLog,
}: AppDeps) {
  // One embedded database means every write passes through this process and clears the
  // cache; with a shared PostgreSQL other processes write too, so entries expire quickly.
  const cache = new ResponseCache(500, config.databaseUrl ? 10_000 : Number.POSITIVE_INFINITY);
  const api = new Hono()
    .route('/vars', varsRoutes(config))
    .route('/avatars', portraitRoutes({ db, images }))
    .route('/avatars', avatarRoutes({ db, images, cache }))
    .route('/openapi.json', openApiRoutes())
    .all('*', (c) =>
      c.json(
        { code: 'NOT_FOUND', message: `No API endpoint ${c.req.method} ${c.req.path}.` },
        404,
        { 'Cache-Control': 'no-store' },
      ),
    );

  const app = new Hono();
  app.use('*', securityHeaders());
  app.route('/api', api);
  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'Not found.' }, 404));
  app.onError((error, c) => {
    // Errors depend on the moment (and 404s are otherwise heuristically cacheable).
    c.header('Cache-Control', 'no-store');
    if (error instanceof HttpError) return c.json(error.body, error.status);
    // Hono's own errors (e.g. malformed bodies) carry a 4xx status and a safe message.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { code: 'BAD_REQUEST', message: error.message || 'Bad request.' },
        error.status,
      );
    }
    log(`Unhandled error on ${c.req.method} ${c.req.path}`, error);
    return c.json(INTERNAL_ERROR, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
