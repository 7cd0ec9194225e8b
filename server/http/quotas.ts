import { QUOTAS, type QuotaName } from '../contract/quotas.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import { apiError } from './endpoint.ts';
import { HttpError } from './errors.ts';

/** How an endpoint that checks a quota documents its 409. */
export const quotaReachedResponse = apiError(
  'QUOTA_REACHED: an account quota is reached, with meta {quota, max}; `message` says what to do.',
);

/** 409 QUOTA_REACHED: `message` is for the person, meta names the quota and its ceiling. */
export function quotaReached(quota: QuotaName, message: string): HttpError {
  return new HttpError(409, {
    code: ERROR_CODES.quotaReached,
    message,
    meta: { quota, max: QUOTAS[quota] },
  });
}

/** Throws once `count` (what the account holds now) has reached the quota. */
export function assertQuota(quota: QuotaName, count: number, message: string): void {
  if (count >= QUOTAS[quota]) throw quotaReached(quota, message);
}
