import { createHash, randomBytes } from 'node:crypto';

/** A fresh unguessable token (refresh tokens, mailed links): 32 random bytes, base64url. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a stolen table yields no usable token, and lookups stay exact. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');
