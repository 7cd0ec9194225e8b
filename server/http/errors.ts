import type { z } from 'zod';
import { ERROR_CODES, type ApiError, type ErrorCode } from '../contract/errors.ts';

/** Thrown by handlers for any answer that is not a success; app.onError renders it. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly body: ApiError,
    /** E.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export const badRequest = (message: string, issues?: ApiError['issues']) =>
  new HttpError(400, { code: ERROR_CODES.badRequest, message, ...(issues ? { issues } : {}) });

export const notFound = (message: string) =>
  new HttpError(404, { code: ERROR_CODES.notFound, message });

export const unauthorized = () =>
  new HttpError(401, { code: ERROR_CODES.unauthorized, message: 'Please log in again.' });

export const conflict = (code: ErrorCode, message: string) => new HttpError(409, { code, message });

export const forbidden = (message: string) =>
  new HttpError(403, { code: ERROR_CODES.forbidden, message });

export const INTERNAL_ERROR: ApiError = {
  code: ERROR_CODES.internal,
  message: 'Something went wrong on our side.',
};

/** A zod failure as a 400 whose message is the first issue, readable as-is by people. */
export function fromZodError(error: z.ZodError): HttpError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return badRequest(issues[0]?.message ?? 'The request is not valid.', issues);
}
