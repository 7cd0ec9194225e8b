import type { LLM_ERROR_KINDS } from './metric-table.ts';

export type LlmErrorKind = (typeof LLM_ERROR_KINDS)[number];

/** A provider's HTTP error answer as its kind (engines/reply/provider-errors.ts parses it). */
export function providerErrorKind(error: { status: number; contextLength: boolean }): LlmErrorKind {
  if (error.contextLength) return 'context_length';
  if (error.status === 429) return 'rate_limited';
  if (error.status === 401 || error.status === 403) return 'auth';
  if (error.status === 404) return 'not_found';
  if (error.status === 408) return 'timeout';
  return error.status >= 500 ? 'server_error' : 'client_error';
}
