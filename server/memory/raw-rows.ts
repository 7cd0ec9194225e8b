import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The rows of a raw statement, whichever driver runs it: postgres.js answers with the rows,
 * PGlite with `{ rows }`. For the few statements the query builder cannot say (a
 * data-modifying CTE, full-text ranking over a union).
 */
export async function rawRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
