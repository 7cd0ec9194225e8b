/**
 * What a proxy or an orchestrator asks a process:
 * - GET /api/health: is it alive (it answers; nothing else is checked, so a slow database never
 *   gets a healthy process restarted);
 * - GET /api/ready: may it be sent traffic: the database answers, every migration this build
 *   knows is applied, and it is not shutting down. Anything else is a 503 that says which.
 */
import { z } from '@hono/zod-openapi';
import { ERROR_CODES } from '../contract/errors.ts';
import type { Db } from '../db/client.ts';
import { migrationsApplied, migrationsShipped } from '../db/migration-state.ts';
import { apiError, apiRouter, endpoints, json } from '../http/endpoint.ts';
import { timeBoxed } from '../time-box.ts';

/** A database that has not answered by then is as good as unreachable. */
const READY_CHECK_MS = 2000;

/** The process's state as the shutdown sees it (main.ts sets `closing` on SIGTERM). */
export type Lifecycle = { closing: boolean };

const statusSchema = (status: string) =>
  z
    .object({ status: z.literal(status) })
    .openapi(`Status${status[0]!.toUpperCase()}${status.slice(1)}`);

/** Why the process is not ready, or null when it is. */
async function notReadyBecause(db: Db, lifecycle: Lifecycle, shipped: number) {
  if (lifecycle.closing) return 'This process is shutting down.';
  try {
    const answer = await timeBoxed(migrationsApplied(db), READY_CHECK_MS, 'timeout' as const);
    if (answer === 'timeout') return 'The database did not answer in time.';
    if (answer < shipped) return `The database has ${answer} of ${shipped} migrations applied.`;
    return null;
  } catch {
    return 'The database is not reachable.';
  }
}

export function healthRoutes({ db, lifecycle }: { db: Db; lifecycle: Lifecycle }) {
  const shipped = migrationsShipped();
  const endpoint = endpoints({});
  const health = endpoint({
    method: 'get',
    path: '/health',
    access: 'public',
    summary: 'Liveness: the process answers',
    responses: { 200: json('Alive', statusSchema('ok')) },
  });
  const ready = endpoint({
    method: 'get',
    path: '/ready',
    access: 'public',
    summary: 'Readiness: database reachable, migrations applied, not shutting down',
    responses: {
      200: json('Ready for traffic', statusSchema('ready')),
      503: apiError('NOT_READY, with the reason in `message`.'),
    },
  });
  return apiRouter()
    .openapi(health, (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' as const }, 200);
    })
    .openapi(ready, async (c) => {
      c.header('Cache-Control', 'no-store');
      const reason = await notReadyBecause(db, lifecycle, shipped);
      if (reason) return c.json({ code: ERROR_CODES.notReady, message: reason }, 503);
      return c.json({ status: 'ready' as const }, 200);
    });
}
