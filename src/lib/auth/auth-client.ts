/**
 * The authenticated client: the plain client plus a bearer token (refreshed per ./token-refresh)
 * and the session-wide reactions to an answer: 401 → the session has expired; 403
 * ACCOUNT_SUSPENDED → logged out and the suspension modal opens.
 */
import { AUTH_ERROR_CODES } from '@contract/account-constants.ts';
import { ApiRequestError, responseError, send, type RequestOptions } from '@/lib/api-client';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { clearSession, logout, sessionStore } from './session-store';
import { suspensionFromMeta, suspensionStore } from './suspension-store';
import { getAccessToken } from './token-refresh';

export const SESSION_EXPIRED_TOAST = {
  severity: 'warn',
  summary: 'Logged Out',
  detail: 'Your session has expired. Please log in again to continue.',
  life: DEFAULT_TOAST_LIFE,
} as const;

/** 401 from an authenticated call: the server no longer accepts this session. */
export function expireSession(): void {
  // Several calls may fail together; one toast is enough.
  const hadUser = sessionStore.getSnapshot().user !== null;
  clearSession();
  if (hadUser) toast.add(SESSION_EXPIRED_TOAST);
}

/** Also used by the login dialog: a suspended account is refused at login the same way. */
export function suspendAccount(meta: Record<string, unknown> | undefined): void {
  void logout();
  suspensionStore.open(suspensionFromMeta(meta));
}

export function handleAuthFailure(error: ApiRequestError): void {
  if (error.status === 401) expireSession();
  else if (error.status === 403 && error.code === AUTH_ERROR_CODES.suspended) {
    suspendAccount(error.details.meta);
  }
}

/**
 * The error of a refused authenticated fetch() made by hand (streams, files), after the
 * session's reactions to it, as the authenticated client would throw it.
 */
export async function refusal(response: Response): Promise<ApiRequestError> {
  const error = await responseError(response);
  handleAuthFailure(error);
  return error;
}

async function authSend<T>(path: string, options: RequestOptions): Promise<T> {
  const accessToken = await getAccessToken();
  try {
    return await send<T>(path, {
      ...options,
      headers: { ...options.headers, Authorization: `Bearer ${accessToken}` },
    });
  } catch (error) {
    if (error instanceof ApiRequestError) handleAuthFailure(error);
    throw error;
  }
}

type ReadOptions = { query?: Record<string, unknown>; signal?: AbortSignal };

export const authClient = {
  get: <T>(path: string, options?: ReadOptions) => authSend<T>(path, { method: 'GET', ...options }),
  /** `headers`: a paid request's Idempotency-Key (contract/idempotency.ts), for one. */
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    authSend<T>(path, { method: 'POST', body, ...(headers ? { headers } : {}) }),
  put: <T>(path: string, body?: unknown) => authSend<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => authSend<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => authSend<T>(path, { method: 'DELETE' }),
};
