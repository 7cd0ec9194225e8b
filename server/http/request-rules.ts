/**
 * What the API accepts before any handler runs, applied once to all of /api so a route added
 * later is covered without anyone remembering to:
 * - a body only as JSON (`application/json`, charset utf-8 if any), else 415: a foreign page
 *   can send text/plain, forms and multipart without a CORS preflight, never JSON;
 * - a body only up to its route's limit, else 413 before the rest is read (a declared
 *   Content-Length is refused at once; a chunked body is counted as it arrives);
 * - an answer within the request timeout, else 503 (reply streams answer at once and are
 *   bounded by their own idle limit instead, see follow-reply.ts).
 * Limits are declared per path prefix in BODY_RULES (longest match wins); the security suite
 * fails when a route that takes a body has no declared rule.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors.ts';
import { ERROR_CODES } from '../contract/errors.ts';

const KB = 1024;

export type BodyRule = {
  /** A path prefix: matches the path itself and everything below it. */
  prefix: string;
  maxBytes: number;
  /** Media types accepted for the body; default JSON only. */
  types?: readonly string[];
};

/** A body needs a rule here; a route that takes another type (e.g. an import) says so. */
export const BODY_RULES: readonly BodyRule[] = [
  // Emails, passwords and link tokens: a few hundred bytes.
  { prefix: '/api/auth', maxBytes: 4 * KB },
  { prefix: '/api/users', maxBytes: 4 * KB },
  { prefix: '/api/admin', maxBytes: 8 * KB },
  // A message is at most 4,000 characters; JSON escapes take up to 6 bytes each.
  { prefix: '/api/chats', maxBytes: 32 * KB },
];

/** For a path without a rule: small, so a forgotten rule fails safe (and a test fails). */
export const UNDECLARED_BODY_MAX = 1 * KB;

const JSON_TYPES = ['application/json'] as const;

export function bodyRuleFor(path: string, rules = BODY_RULES): BodyRule | undefined {
  let best: BodyRule | undefined;
  for (const rule of rules) {
    const matches = path === rule.prefix || path.startsWith(`${rule.prefix}/`);
    if (matches && (!best || rule.prefix.length > best.prefix.length)) best = rule;
  }
  return best;
}

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

export function requestBodyRules(rules = BODY_RULES): MiddlewareHandler {
  return async (c, next) => {
    if (BODYLESS.has(c.req.method)) return next();
    const rule = bodyRuleFor(c.req.path, rules);
    const types = rule?.types ?? JSON_TYPES;
    const maxBytes = rule?.maxBytes ?? UNDECLARED_BODY_MAX;
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
  };
}

/** Non-streaming requests end within `ms`: 503 after that (the work itself may still finish). */
export function requestTimeout(ms: number): MiddlewareHandler {
  return async (_c, next) => {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new HttpError(503, {
              code: ERROR_CODES.timeout,
              message: 'The server took too long to answer. Please try again.',
            }),
          ),
        ms,
      );
    });
    try {
      await Promise.race([next(), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}
