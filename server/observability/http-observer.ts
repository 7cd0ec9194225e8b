/**
 * The first middleware of every request: its id (X-Request-Id, kept when sane, echoed in the
 * response), the context its work runs in (request-context.ts), and, once answered, its
 * count and duration per route template (metrics.ts) and one access-log line (info; debug for
 * the probes).
 * Only the method, template, status and time are recorded: never the raw path (ids, portrait
 * capability URLs), the query or a header.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { methodLabel, routeLabel, statusClass } from './labels.ts';
import { logger } from './logger.ts';
import { recordHttp } from './metrics.ts';
import { requestIdFrom, withContext } from './request-context.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Probes asked every few seconds (load balancer, Prometheus): their lines are at debug. */
const PROBES = new Set(['/api/health', '/api/ready', '/metrics']);

export function observeRequests(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    try {
      await withContext({ requestId }, next);
      // Set on the response as answered: a handler may return a Response of its own (the
      // response cache does), which would drop a header prepared before it ran.
      c.header(REQUEST_ID_HEADER, requestId);
    } finally {
      // After `next`, Hono's route index points at the handler that answered (or the last
      // middleware, when nothing matched): its registered path is the template.
      const labels = {
        method: methodLabel(c.req.method),
        route: routeLabel(routePath(c)),
        status_class: statusClass(c.res.status),
      };
      const seconds = (performance.now() - started) / 1000;
      recordHttp(labels, seconds);
      const line = { requestId, ...labels, status: c.res.status, ms: Math.round(seconds * 1000) };
      if (PROBES.has(labels.route)) logger.debug(line, 'request');
      else logger.info(line, 'request');
    }
  };
}
