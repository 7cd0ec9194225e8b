import type { $Fetch, FetchError, FetchOptions } from 'ofetch';
import type { ApiError, ErrorCode } from '@contract/errors.ts';
import { recoverFromChunkFailure } from '@/lib/pwa/chunk-recovery';

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

const NETWORK_MESSAGE = 'The network is unavailable. Check your connection.';

const networkError = () => new ApiRequestError(NETWORK_MESSAGE, 0, CLIENT_ERROR_CODES.network);

// ofetch is loaded with the first write (below): an `instanceof FetchError` here would bring it
// into the first load, so its errors are recognised by name.
function isFetchError(error: unknown): error is FetchError {
  return error instanceof Error && error.name === 'FetchError';
}

export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (isFetchError(error)) {
    const status = error.status ?? 0;
    if (isApiError(error.data)) {
      const { message, code, issues, meta } = error.data as ApiError & { meta?: unknown };
      return new ApiRequestError(message, status, code, {
        issues,
        meta: typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : {},
      });
    }
    if (status === 0) return networkError();
    return new ApiRequestError(`The server answered ${status}.`, status, CLIENT_ERROR_CODES.http);
  }
  return new ApiRequestError(
    error instanceof Error ? error.message : 'Unexpected error',
    0,
    CLIENT_ERROR_CODES.unknown,
  );
}

export type RequestOptions = Pick<
  FetchOptions<'json'>,
  'method' | 'query' | 'signal' | 'headers'
> & {
  body?: unknown;
};

/** `path?a=1&b=2`: undefined and null are left out, arrays repeat their key (as ofetch does). */
export function withQuery(path: string, query?: Record<string, unknown>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** Worth one more try on a flaky mobile network: the statuses ofetch retries. */
const RETRIED_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** The longest Retry-After a read waits out before its one retry; longer ones fail at once. */
const RETRY_AFTER_MAX_S = 5;

/**
 * How long to wait before retrying: what the server's Retry-After asks (a read limit's 429:
 * "your other lists are still loading", 1 s), or no wait. Null: longer than a person should
 * wait for a read, so fail now and let the screen say so.
 */
function retryDelayMs(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  const seconds = header === null ? 0 : Number(header);
  if (!Number.isFinite(seconds) || seconds < 0) return 0;
  return seconds > RETRY_AFTER_MAX_S ? null : seconds * 1000;
}

const pause = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

async function parseBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

/** Where reads go: the browser's fetch; the server's first paint reads its API in-process. */
let readFetch = (url: string, init: RequestInit): Promise<Response> => fetch(url, init);

export function readThrough(fetcher: (url: string, init: RequestInit) => Promise<Response>): void {
  readFetch = fetcher;
}

/**
 * Reads (GET) go through `fetch` itself, with one retry on a network error or a retryable
 * status. Every first load is made of reads (the vars, the discover grid, a profile), and this
 * keeps ofetch (4 KB gzip with its helpers) out of it.
 */
async function read<T>(path: string, options: RequestOptions): Promise<T> {
  const { query, signal, headers } = options;
  const url = `/api${withQuery(path, query)}`;
  for (let attempt = 0; ; attempt++) {
    const lastTry = attempt > 0 || Boolean(signal?.aborted);
    let response: Response;
    try {
      response = await readFetch(url, { signal, headers: headers as HeadersInit | undefined });
    } catch {
      if (lastTry || signal?.aborted) throw networkError();
      continue;
    }
    if (response.ok) {
      try {
        return await parseBody<T>(response);
      } catch {
        throw networkError(); // the body was cut on its way: the connection's fault
      }
    }
    const delay = lastTry || !RETRIED_STATUSES.has(response.status) ? null : retryDelayMs(response);
    if (delay !== null) {
      await pause(delay, signal);
      if (!signal?.aborted) continue;
    }
    throw await responseError(response);
  }
}

// Writes go through ofetch, fetched with the first one. Never retried: a retried login,
// register or token refresh (refresh tokens rotate) could act twice or fail with a token the
// first attempt already used.
let writer: Promise<$Fetch> | undefined;

function loadWriter(): Promise<$Fetch> {
  writer ??= import('ofetch').then(
    ({ ofetch }) => ofetch.create({ baseURL: '/api', retry: 0 }),
    (error: unknown) => {
      writer = undefined; // try again next time
      console.warn(error);
      // Offline before it was ever cached: the network's fault, as for any request.
      if (!navigator.onLine) throw networkError();
      // Online, its file is gone (a deploy replaced this version): a reload recovers it.
      recoverFromChunkFailure();
      throw new ApiRequestError(
        'Part of the app could not load. Reload the page.',
        0,
        CLIENT_ERROR_CODES.unknown,
      );
    },
  );
  return writer;
}

export async function send<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if ((options.method ?? 'GET') === 'GET') return read<T>(path, options);
  const write = await loadWriter();
  try {
    return await write<T>(path, options as FetchOptions<'json'>);
  } catch (error) {
    throw toApiRequestError(error);
  }
}

export const apiClient = {
  get: <T>(path: string, options?: { query?: Record<string, unknown>; signal?: AbortSignal }) =>
    send<T>(path, { method: 'GET', ...options }),
  post: <T>(path: string, body?: unknown) => send<T>(path, { method: 'POST', body }),
};
