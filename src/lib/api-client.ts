import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import type { ApiError, ErrorCode } from '@contract/errors.ts';

/** Codes the client gives a failure the server did not describe. */
export const CLIENT_ERROR_CODES = {
  /** No answer at all: offline, DNS, aborted. */
  network: 'NETWORK',
  /** An answer without the API's error body (a proxy's page, for instance). */
  http: 'HTTP_ERROR',
  unknown: 'UNKNOWN',
} as const;

/** Every code a failed call can carry: the API's own, or one of the client's. */
export type RequestErrorCode =
  ErrorCode | (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/** One error type for every failed call, so UI code branches on `status`/`code` only. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer (offline, DNS, aborted). */
    readonly status: number,
    readonly code: RequestErrorCode,
    /** Field errors of a 400 and extra data (e.g. a suspension's `suspendedUntil`). */
    readonly details: { issues?: ApiError['issues']; meta?: Record<string, unknown> } = {},
  ) {
    super(message);
  }
}

// A type guard instead of the contract's zod schema: zod would triple the entry chunk.
function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string';
}

/** The error of a refused fetch() made by hand (the streams), as the clients would throw it. */
export async function responseError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!isApiError(body)) {
    return new ApiRequestError(
      `The server answered ${response.status}.`,
      response.status,
      CLIENT_ERROR_CODES.http,
    );
  }
  const { message, code, issues, meta } = body as ApiError & { meta?: unknown };
  return new ApiRequestError(message, response.status, code, {
    issues,
    meta: typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : {},
  });
}

export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof FetchError) {
    const status = error.status ?? 0;
    if (isApiError(error.data)) {
      const { message, code, issues, meta } = error.data as ApiError & { meta?: unknown };
      return new ApiRequestError(message, status, code, {
        issues,
        meta: typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : {},
      });
    }
    if (status === 0) {
      return new ApiRequestError(
        'The network is unavailable. Check your connection.',
        0,
        CLIENT_ERROR_CODES.network,
      );
    }
    return new ApiRequestError(`The server answered ${status}.`, status, CLIENT_ERROR_CODES.http);
  }
  return new ApiRequestError(
    error instanceof Error ? error.message : 'Unexpected error',
    0,
    CLIENT_ERROR_CODES.unknown,
  );
}

// A plain client: one retry smooths over a flaky mobile network (ofetch only retries idempotent
// requests on network errors and 408/409/425/429/5xx). The authenticated client
// (lib/auth/auth-client) wraps `send` with the bearer token and the refresh policy.
const raw = ofetch.create({ baseURL: '/api', retry: 1 });

export type RequestOptions = Pick<
  FetchOptions<'json'>,
  'method' | 'query' | 'signal' | 'headers'
> & {
  body?: unknown;
};

export async function send<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    // Never retry a write: a retried login, register or token refresh (refresh tokens rotate)
    // could act twice or fail with a token the first attempt already used.
    const retry = (options.method ?? 'GET') === 'GET' ? undefined : 0;
    return await raw<T>(path, { ...options, retry } as FetchOptions<'json'>);
  } catch (error) {
    throw toApiRequestError(error);
  }
}

export const apiClient = {
  get: <T>(path: string, options?: { query?: Record<string, unknown>; signal?: AbortSignal }) =>
    send<T>(path, { method: 'GET', ...options }),
  post: <T>(path: string, body?: unknown) => send<T>(path, { method: 'POST', body }),
};
