/**
 * A database handle for background work that lets the foreground go first (chats/reply-first.ts).
 * On the embedded database every statement of the process queues for its one connection; each
 * of the handle's statements (and transactions, as one) first waits for `quiet()`, so a send
 * that arrives while background work runs waits for one background statement at most instead
 * of taking turns with all of them. On PostgreSQL statements run side by side on a pool: the
 * handle is the database itself.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';

/** What waits: the statements that start work on the connection. */
const GATED = new Set<PropertyKey>(['query', 'exec', 'transaction']);

export function behind(db: Db, quiet: () => Promise<void>): Db {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return db;
  const gated = new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      // Bound to the client itself: its private fields are not reachable through a proxy.
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (!GATED.has(key)) return method;
      return async (...args: unknown[]) => {
        await quiet();
        return method(...args);
      };
    },
  });
  return drizzle(gated, { schema }) as unknown as Db;
}
