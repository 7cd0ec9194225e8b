import { FetchError, ofetch } from 'ofetch';
import type { ApiError } from '@contract/errors.ts';

/** One error type for every failed call, so UI code branches on `status`/`code` only. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer (offline, DNS, aborted). */
    readonly status: number,
    readonly code: string,
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

export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof FetchError) {
    const status = error.status ?? 0;
    if (isApiError(error.data))
      return new ApiRequestError(error.data.message, status, error.data.code);
    if (status === 0) {
      return new ApiRequestError(
        'The network is unavailable. Check your connection.',
        0,
        'NETWORK',
      );
    }
    return new ApiRequestError(`The server answered ${status}.`, status, 'HTTP_ERROR');
  }
  return new ApiRequestError(
    error instanceof Error ? error.message : 'Unexpected error',
    0,
    'UNKNOWN',
  );
}

// A plain client: one retry smooths over a flaky mobile network (ofetch only retries idempotent
// requests on network errors and 408/409/425/429/5xx). Auth interceptors arrive with accounts.
const raw = ofetch.create({ baseURL: '/api', retry: 1 });

export const apiClient = {
  async get<T>(path: string, options?: { query?: Record<string, unknown>; signal?: AbortSignal }) {
    try {
      return await raw<T>(path, { method: 'GET', ...options });
    } catch (error) {
      throw toApiRequestError(error);
    }
  },
};
