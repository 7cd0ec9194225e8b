/**
 * The one rule for what in the query cache belongs to the logged-in user: every such key starts
 * with PRIVATE_ROOT, and only privateKey() writes it. Private queries are removed at logout and
 * are never persisted or restored without a session (lib/query-persistence, session-store).
 */
import type { Query, QueryKey } from '@tanstack/react-query';

export const PRIVATE_ROOT = 'me';

/** A query key for the logged-in user's own data: `privateKey('chats', 'list')`. */
export function privateKey<const Parts extends readonly unknown[]>(
  ...parts: Parts
): readonly [typeof PRIVATE_ROOT, ...Parts] {
  return [PRIVATE_ROOT, ...parts] as const;
}

export function isPrivateKey(queryKey: QueryKey): boolean {
  return queryKey[0] === PRIVATE_ROOT;
}

export function isPrivateQuery(query: Pick<Query, 'queryKey'>): boolean {
  return isPrivateKey(query.queryKey);
}
