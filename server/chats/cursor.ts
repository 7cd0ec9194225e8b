import { badRequest } from '../http/errors.ts';

/**
 * History cursors are opaque to clients (base64url of the last seen message's `seq`), so the
 * paging key can change without breaking them; one that does not decode is a 400.
 */
export const encodeCursor = (seq: number): string => Buffer.from(`m${seq}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): number | null {
  if (cursor === undefined) return null;
  const raw = /^[\w-]{1,40}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString() : '';
  const match = /^m([1-9]\d{0,15})$/.exec(raw);
  const seq = match?.[1] ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(seq)) {
    throw badRequest('before must be a nextCursor from an earlier page.', [
      { path: 'before', message: 'before must be a nextCursor from an earlier page.' },
    ]);
  }
  return seq;
}
