/**
 * The Idempotency-Key header of a paid request (card import, Angel creation): the request's
 * `requestId`, repeated where the server can read it before the body. An endpoint that names
 * `idempotent` (endpoint.ts) reads it after the login and before its `admit` check, which then
 * knows exactly whether the request is a retry of one this account already made (let through:
 * the stored answer is given back, even if that attempt spent the last tokens) or a new one
 * (refused at once, body unread, when the account cannot pay). Without the header a request
 * counts as new: an attacker who leaves it out gains nothing, and an old client's retry only
 * loses the stored answer in the rare case that its first attempt spent the last tokens (it is
 * never charged twice: the body's requestId still keys the charge).
 * Once the body is read, its `requestId` must equal the header, so the admission was decided
 * about the very request that is carried out.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { z } from '@hono/zod-openapi';
import { IDEMPOTENCY_HEADER } from '../contract/idempotency.ts';
import { isUuid } from '../contract/ids.ts';
import { badRequest, type HttpError } from './errors.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's Idempotency-Key, checked to be a UUID; unset without the header. */
    idempotencyKey?: string;
  }
}

/** The 400's words for a key that is not a UUID: the validator's and the rule's. */
const NOT_A_UUID = `The ${IDEMPOTENCY_HEADER} header must be the request's requestId, a UUID.`;

/** The header as /api/openapi.json documents it (and the validator checks it again). */
export const idempotencyHeaderSchema = z.object({
  [IDEMPOTENCY_HEADER]: z.uuid(NOT_A_UUID).optional().openapi({
    description:
      "The body's requestId, repeated. With it, a request this account already made (a retry) is told apart before the body is read; without it, the request counts as new, and an account that cannot pay is refused (402) before its body is read.",
    example: '3f1c2a4e-9b7d-4c1e-8f2a-6d5b4c3a2e1f',
  }),
});

/** Reads and checks the header (a 400 for anything but a UUID) before any body is read. */
export function idempotencyKeyRule(
  /** The endpoint's own answer to an invalid request (endpoint.ts). */
  invalid: (c: Context, error: HttpError) => HttpError,
): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key !== undefined) {
      if (!isUuid(key)) {
        throw invalid(c, badRequest(NOT_A_UUID));
      }
      c.set('idempotencyKey', key);
    }
    await next();
  };
}

/** The 400 of a body whose requestId is not the request's Idempotency-Key; null when it is. */
export function keyMismatch(key: string | undefined, body: unknown): HttpError | null {
  if (key === undefined) return null;
  const requestId =
    typeof body === 'object' && body !== null ? (body as { requestId?: unknown }).requestId : null;
  if (requestId === key) return null;
  return badRequest(
    `The ${IDEMPOTENCY_HEADER} header and the body's requestId must be the same (the header says ${key}).`,
    [{ path: 'requestId', message: `must equal the ${IDEMPOTENCY_HEADER} header` }],
  );
}
