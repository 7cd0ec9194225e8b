/**
 * One definition per endpoint, next to its handler: method, path, params/query/body and
 * response schemas, error statuses, who may call it, how large its body may be, which write
 * limit counts it and how many items a list answers with at most. From it come the request
 * validation (a 400 naming the field), the handler's typed input (`c.req.valid(...)`), the
 * auth check, the body rule, the write or read limit and the endpoint's part of
 * /api/openapi.json (@hono/zod-openapi over zod-to-openapi). Cheap checks come first: a
 * declared oversize body, then who calls, then their write or read limit, and only then is
 * the body read and parsed or the database asked.
 */
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Context, Env, MiddlewareHandler } from 'hono';
import type { BlankEnv } from 'hono/types';
import type { z } from 'zod';
import { apiErrorSchema } from '../contract/errors.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { requireAgent, requireCurator, requireUser, type AuthEnv } from './auth.ts';
import { badRequest, fromZodError, HttpError } from './errors.ts';
import { idempotencyHeaderSchema, idempotencyKeyRule, keyMismatch } from './idempotency.ts';
import { documentedOnly, MALFORMED_JSON } from './json-body.ts';
import { missLimitRule, readLimitRule, type ReadLimitName } from './read-limits.ts';
import { bodyRule } from './request-rules.ts';
import { writeLimitRule, type WriteLimitName } from './write-limits.ts';

/** Who may call: anyone, a logged-in user (not suspended), an agent, or an agent who curates. */
export type Access = 'public' | 'user' | 'agent' | 'curator';

type EndpointConfig = Omit<RouteConfig, 'middleware' | 'security'> & {
  access: Access;
  /** Required with a request body: the largest body accepted (413 above it). */
  bodyLimit?: number;
  /** This endpoint's answer to an invalid request (malformed JSON, a failed schema). */
  invalid?: InvalidRequest;
  /** Required on every write (POST, PUT, PATCH, DELETE): its entry of WRITE_LIMITS. */
  writeLimit?: WriteLimitName;
  /**
   * Required on a GET of a signed-in caller (optional on a public one): its entry of
   * READ_LIMITS, counted per account (per address when public) in this process.
   */
  readLimit?: ReadLimitName;
  /**
   * Required on a public GET that answers from memory and asks the database on a miss (the
   * route-table suite, security/miss-limits.test.ts, finds one without): its entry of
   * READ_LIMITS, counted per address on each miss only (the handler reports them through
   * `missCounter(c)` or `countedMiss`); hits are never limited.
   */
  missLimit?: ReadLimitName;
  /**
   * Required on a GET whose answer is a list: the most items one answer holds (a paged list's
   * largest page, or the size of a list the server fixes, like a catalogue).
   */
  maxItems?: number;
  /**
   * A cheap check of the signed-in caller that runs after the login and the write limit and
   * before the body is read: a request that must fail (no tokens, a cap reached) is refused
   * without parsing a large body first. It throws the endpoint's own HttpError.
   */
  admit?: (user: UserRow, idempotencyKey: string | undefined) => Promise<void>;
  /**
   * A paid request whose body carries its `requestId`: the client repeats it in the
   * Idempotency-Key header (idempotency.ts), read before the body and given to `admit`, so a
   * retry is told from a new request without reading the body; the body must then agree.
   */
  idempotent?: true;
  /**
   * For a body that carries a file (megabytes of JSON): parse and validate it off the event
   * loop (json-body.ts), from its bytes, for the signed-in caller; resolves to what the body
   * schema accepts or throws its 400. The schema then only documents the body.
   */
  parseBody?: (bytes: Uint8Array, owner: string | undefined) => Promise<unknown>;
};

/** Turns the 400 of an invalid request into the endpoint's own answer (e.g. a 422). */
export type InvalidRequest = (error: HttpError) => HttpError;

declare module 'hono' {
  interface ContextVariableMap {
    invalidRequest?: InvalidRequest;
  }
}

/** Keys of the config that are ours, not OpenAPI's. */
type Own =
  | 'access'
  | 'bodyLimit'
  | 'invalid'
  | 'writeLimit'
  | 'readLimit'
  | 'missLimit'
  | 'maxItems'
  | 'admit'
  | 'idempotent'
  | 'parseBody';

export const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * The one error body, as a named component of the document rather than repeated inline. A
 * clone: schemas made before @hono/zod-openapi loaded lack its `.openapi()`.
 */
const apiErrorComponent = apiErrorSchema.clone().openapi('ApiError');

/** An error answer: always an ApiError body; `description` names the codes it may carry. */
export const apiError = (description: string) => json(description, apiErrorComponent);

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const ACCESS_ERRORS = {
  public: {},
  user: {
    401: apiError('UNAUTHORIZED: missing, invalid or expired access token.'),
    403: apiError('ACCOUNT_SUSPENDED, with meta {suspendedUntil, warningCounter, reason}.'),
  },
  agent: {
    401: apiError('UNAUTHORIZED: missing, invalid or expired access token.'),
    403: apiError('FORBIDDEN (not an agent) or ACCOUNT_SUSPENDED.'),
  },
  curator: {
    401: apiError('UNAUTHORIZED: missing, invalid or expired access token.'),
    403: apiError('FORBIDDEN (not an agent with the CURATOR group) or ACCOUNT_SUSPENDED.'),
  },
} as const;

const BAD_REQUEST = apiError('BAD_REQUEST: `message` says why, `issues` names the fields.');

const WRITE_LIMITED = apiError('RATE_LIMITED, with a Retry-After header (seconds).');

const READ_LIMITED = apiError(
  'RATE_LIMITED: too many at once or too fast; the message says which, Retry-After (seconds).',
);

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

type AccessErrors<C extends EndpointConfig> = (typeof ACCESS_ERRORS)[C['access']];

/**
 * Binds the definitions of one router to what its checks need. The returned `endpoint`
 * turns a definition into a route for `router.openapi(...)`: it adds the body rule and the
 * auth check as route middleware (in that order: an oversize body is refused unread), the
 * bearer security scheme, the 400 of a validated request and the 401/403 of the access.
 */
export function endpoints(deps: { db?: Db; secret?: string }) {
  const { db, secret } = deps;
  const user = db && secret ? [requireUser({ db, secret })] : [];
  const guards: Record<Access, MiddlewareHandler[]> = {
    public: [],
    user,
    // requireAgent reads c.var.user, which requireUser (just before it) has set.
    agent: [...user, requireAgent() as MiddlewareHandler],
    curator: [...user, requireAgent() as MiddlewareHandler, requireCurator() as MiddlewareHandler],
  };
  return function endpoint<const C extends EndpointConfig>(config: C) {
    const {
      access,
      bodyLimit,
      invalid,
      writeLimit,
      readLimit,
      missLimit,
      maxItems,
      admit,
      idempotent,
      parseBody,
      ...route
    } = config;
    if (access !== 'public' && !user.length) throw new Error(`${route.path}: no login to check`);
    // A write without one is caught by the route-table suite (server/security/write-limits.test.ts).
    if (admit && access === 'public') throw new Error(`${route.path}: admit checks a caller`);
    if (writeLimit !== undefined && !WRITES.has(route.method)) {
      throw new Error(`${route.method} ${route.path}: only a write names a writeLimit`);
    }
    // A signed-in GET without one is caught by the route-table suite (security/read-limits).
    if ((readLimit ?? missLimit) !== undefined && route.method !== 'get') {
      throw new Error(`${route.method} ${route.path}: only a read names a read or miss limit`);
    }
    const hasBody = route.request?.body !== undefined;
    if (hasBody !== (bodyLimit !== undefined)) {
      throw new Error(`${route.method} ${route.path}: a body and a bodyLimit go together`);
    }
    if (parseBody && !hasBody) throw new Error(`${route.path}: parseBody parses a body`);
    if (idempotent && !hasBody) throw new Error(`${route.path}: the key names a body's request`);
    const validated = route.request?.body || route.request?.query || route.request?.params;
    const body = route.request?.body;
    const request = {
      ...route.request,
      // A body parsed off the loop is only documented: no validator may parse it again.
      ...(parseBody && body ? { body: documentedOnly(body) } : {}),
      ...(idempotent ? { headers: idempotencyHeaderSchema } : {}),
    };
    return createRoute({
      ...route,
      ...(route.request ? { request } : {}),
      ...(access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(bodyLimit === undefined ? {} : { 'x-body-limit': bodyLimit }),
      ...(writeLimit === undefined ? {} : { 'x-write-limit': writeLimit }),
      ...(readLimit === undefined ? {} : { 'x-read-limit': readLimit }),
      ...(missLimit === undefined ? {} : { 'x-miss-limit': missLimit }),
      ...(maxItems === undefined ? {} : { 'x-max-items': maxItems }),
      middleware: [
        ...(invalid ? [answerInvalidWith(invalid)] : []),
        ...(bodyLimit === undefined ? [] : [bodyRule(bodyLimit)]),
        ...guards[access],
        ...(writeLimit === undefined ? [] : [writeLimitRule(writeLimit, access)]),
        ...(readLimit === undefined ? [] : [readLimitRule(readLimit, access)]),
        ...(missLimit === undefined ? [] : [missLimitRule(missLimit, access)]),
        ...(idempotent ? [idempotencyKeyRule(invalidRequest)] : []),
        ...(admit ? [admitCaller(admit)] : []),
        ...(parseBody ? [parseOffTheLoop(parseBody)] : hasBody ? [parseJson] : []),
      ],
      responses: {
        ...(validated ? { 400: BAD_REQUEST } : {}),
        ...(writeLimit === undefined ? {} : { 429: WRITE_LIMITED }),
        ...((readLimit ?? missLimit) === undefined ? {} : { 429: READ_LIMITED }),
        ...ACCESS_ERRORS[access],
        ...route.responses,
      },
    }) as Omit<C, Own> & {
      middleware: MiddlewareHandler[];
      responses: C['responses'] & AccessErrors<C>;
      getRoutingPath(): string;
    };
  };
}

const admitCaller =
  (admit: NonNullable<EndpointConfig['admit']>): MiddlewareHandler<AuthEnv> =>
  async (c, next) => {
    await admit(c.var.user, c.var.idempotencyKey);
    await next();
  };

/** The parsed body answers the request its Idempotency-Key named, or the request is a 400. */
function checkKey(c: Context, body: unknown): void {
  const mismatch = keyMismatch(c.get('idempotencyKey'), body);
  if (mismatch) throw invalidRequest(c, mismatch);
}

const invalidRequest = (c: Context, error: HttpError) => c.get('invalidRequest')?.(error) ?? error;

const answerInvalidWith =
  (invalid: InvalidRequest): MiddlewareHandler =>
  async (c, next) => {
    c.set('invalidRequest', invalid);
    await next();
  };

/** Malformed JSON is the client's mistake (400 saying so), never a 500. */
const parseJson: MiddlewareHandler = async (c, next) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalidRequest(c, badRequest(MALFORMED_JSON));
  }
  checkKey(c, body);
  await next();
};

/** The event loop only collects the bytes; `parse` (a worker job) reads and validates them. */
const parseOffTheLoop =
  (parse: (bytes: Uint8Array, owner: string | undefined) => Promise<unknown>): MiddlewareHandler =>
  async (c, next) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    let value: unknown;
    try {
      value = await parse(bytes, c.get('user')?.id);
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) throw invalidRequest(c, error);
      throw error;
    }
    checkKey(c, value);
    // What the handler reads with c.req.valid('json'), as the validator would have left it.
    c.req.addValidatedData('json', value as object);
    await next();
  };

/** A router of endpoints: a failed validation is our 400 (or the endpoint's own answer). */
export function apiRouter<E extends Env = BlankEnv>() {
  return new OpenAPIHono<E>({
    defaultHook: (result, c) => {
      if (!result.success) throw invalidRequest(c, fromZodError(result.error));
    },
  });
}
