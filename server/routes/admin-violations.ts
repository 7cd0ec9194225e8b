import { z } from 'zod';
import {
  reasonBodySchema,
  recentViolationsSchema,
  violationSchema,
} from '../contract/moderation.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { ADMIN_BODY_LIMIT } from '../http/request-rules.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';
import { peopleByIds } from '../moderation/people.ts';
import { presentViolation, violationPeople } from '../moderation/present-violation.ts';
import { recentViolations } from '../moderation/recent-violations.ts';
import { overturnViolation } from '../moderation/reversals.ts';
import { refused } from './admin-users-shared.ts';
import { RECENT_VIOLATIONS_MAX } from '../moderation/recent-violations.ts';

/** /api/admin/violations: the newest violations, and overturning one (agents). */
export function adminViolationRoutes(deps: ModerationDeps) {
  const { db, live } = deps;
  const endpoint = endpoints(deps);
  const recent = endpoint({
    method: 'get',
    path: '/',
    access: 'agent',
    readLimit: 'care',
    maxItems: RECENT_VIOLATIONS_MAX,
    summary: 'The 50 most recent violations, with whose they are',
    responses: { 200: json('The violations, newest first', recentViolationsSchema) },
  });
  const overturn = endpoint({
    method: 'post',
    path: '/{id}/overturn',
    access: 'agent',
    writeLimit: 'agent',
    bodyLimit: ADMIN_BODY_LIMIT,
    summary: 'Overturn a violation: it stops counting; a suspension in force ends with it',
    request: { params: z.object({ id: z.string() }), body: jsonBody(reasonBodySchema) },
    responses: {
      200: json('The overturned violation', violationSchema),
      400: apiError('BAD_REQUEST: a field, or the violation is already overturned.'),
      403: refused,
      404: apiError('NOT_FOUND: no such violation.'),
    },
  });
  return apiRouter<AuthEnv>()
    .openapi(recent, async (c) => c.json(await recentViolations(db), 200))
    .openapi(overturn, async (c) => {
      const { violation } = await overturnViolation(db, live, {
        actor: c.var.user,
        violationId: c.req.valid('param').id,
        reason: c.req.valid('json').reason,
      });
      const people = await peopleByIds(db, violationPeople([violation]));
      return c.json(presentViolation(violation, people), 200);
    });
}
