import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A key of its own for one purpose, derived from the server's secret: a signature made for
 * one use (the payment cookie, sandbox events) is never valid for another.
 */
export function derivedKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

/** Compares secrets (signatures, hashes) in constant time; different lengths are unequal. */
export function sameSecret(given: Buffer | string, expected: Buffer | string): boolean {
  const a = typeof given === 'string' ? Buffer.from(given, 'utf8') : given;
  const b = typeof expected === 'string' ? Buffer.from(expected, 'utf8') : expected;
  return a.length === b.length && timingSafeEqual(a, b);
}
