/**
 * What the API accepts before any handler runs:
 * - a body only as JSON (`application/json`, charset utf-8 if any), else 415: a foreign page
 *   can send text/plain, forms and multipart without a CORS preflight, never JSON;
 * - a body only up to its endpoint's limit, else 413 before the rest is read (a declared
 *   Content-Length is refused at once; a chunked body is counted as it arrives);
 * - an answer within the request timeout, else 503 (reply streams answer at once and are
 *   bounded by their own idle limit instead, see follow-reply.ts).
 * Each endpoint definition declares its body limit (server/http/endpoint.ts); a request that
 * reaches no such endpoint (an unknown path, a body sent to a GET route) still gets the rule,
 * with the smallest limit, so a route added some other way fails safe.
 */
import type { Context, MiddlewareHandler, Next } from 'hono';
import { matchedRoutes } from 'hono/route';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import { timeBoxed } from '../time-box.ts';

export const KB = 1024;

/** Body limits the endpoint definitions pick from. Emails, passwords, link tokens, names. */
export const ACCOUNT_BODY_LIMIT = 4 * KB;
export const ADMIN_BODY_LIMIT = 8 * KB;
/** A message is at most 4,000 characters; JSON escapes take up to 6 bytes each. */
export const CHAT_BODY_LIMIT = 32 * KB;

/** For a request that reaches no endpoint with a declared limit: small, so it fails safe. */
export const UNDECLARED_BODY_MAX = 1 * KB;

const JSON_TYPES = ['application/json'] as const;

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const tooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    {
      code: ERROR_CODES.payloadTooLarge,
      message: `The request body is too large: at most ${Math.round(maxBytes / KB)} KB here.`,
    },
    // Don't read the rest of a body nobody will use: close the connection after the answer.
    { Connection: 'close' },
  );

const unsupportedType = (types: readonly string[]) =>
  new HttpError(415, {
    code: ERROR_CODES.unsupportedMediaType,
    message: `Send the request body as ${types.join(' or ')}.`,
  });

/** `application/json; charset=utf-8` → ok; other charsets or types are not. */
function typeAccepted(header: string, types: readonly string[]): boolean {
  const [type = '', ...params] = header.toLowerCase().split(';');
  if (!types.includes(type.trim())) return false;
  return params.every((param) => {
    const [name, value] = param.split('=').map((part) => part.trim().replace(/^"|"$/g, ''));
    return name !== 'charset' || value === 'utf-8' || value === 'utf8';
  });
}

/** Does the request say it carries a body (a type, a length above 0, or chunks)? */
function declaresBody(headers: Headers): boolean {
  if (headers.has('content-type') || headers.has('transfer-encoding')) return true;
  const length = headers.get('content-length');
  return length !== null && length.trim() !== '0';
}

/** The middlewares that enforce a declared limit, so the fallback knows to stand back. */
const declared = new WeakSet<MiddlewareHandler>();

async function enforce(c: Context, next: Next, maxBytes: number, types: readonly string[]) {
  if (BODYLESS.has(c.req.method)) return next();
  const headers = c.req.raw.headers;
  if (!declaresBody(headers)) return next();
  const length = Number(headers.get('content-length') ?? 0);
  // Size first: a huge body of the wrong type is refused without reading it either way.
  if (!headers.has('transfer-encoding') && length > maxBytes) throw tooLarge(maxBytes);
  if (!typeAccepted(headers.get('content-type') ?? '', types)) throw unsupportedType(types);
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge(maxBytes);
    },
  })(c, next);
}

/** An endpoint's body rule (JSON only, at most `maxBytes`); endpoint.ts adds it. */
export function bodyRule(maxBytes: number, types: readonly string[] = JSON_TYPES) {
  const rule: MiddlewareHandler = (c, next) => enforce(c, next, maxBytes, types);
  declared.add(rule);
  return rule;
}

/** For all of /api: requests whose endpoint declares no rule get JSON only and the minimum. */
export function undeclaredBodyRule(): MiddlewareHandler {
  return (c, next) =>
    matchedRoutes(c).some((route) => declared.has(route.handler))
      ? next()
      : enforce(c, next, UNDECLARED_BODY_MAX, JSON_TYPES);
}

const TIMED_OUT = Symbol('timed out');

/** Non-streaming requests end within `ms`: 503 after that (the work itself may still finish). */
export function requestTimeout(ms: number): MiddlewareHandler {
  return async (_c, next) => {
    if ((await timeBoxed(next(), ms, TIMED_OUT)) !== TIMED_OUT) return;
    throw new HttpError(503, {
      code: ERROR_CODES.timeout,
      message: 'The server took too long to answer. Please try again.',
    });
  };
}
