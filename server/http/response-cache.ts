/**
 * A small in-process cache of serialised responses for hot read-only endpoints. PGlite is
 * single-threaded, so answering repeated catalogue reads from memory keeps p99 latency flat
 * under concurrency. Writers call `clear()`; the TTL bounds staleness when another process
 * (sharing a real PostgreSQL) does the writing.
 *
 * A hit costs nothing and is never limited. A miss asks the database, so it is admitted by the
 * caller's miss counter first (read-limits.ts: per address), and requests for an entry being
 * made already wait for it instead of asking again: a miss is counted once, for who caused it.
 */
import type { MissCounter } from './read-limits.ts';

export type CachedBody = { body: Buffer; type: string };

export class ResponseCache {
  readonly #entries = new Map<string, { value: CachedBody; expires: number }>();
  readonly #making = new Map<string, Promise<CachedBody>>();
  /** Bumped by `clear()`: an answer read before a write is not kept after it. */
  #generation = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 10_000,
  ) {}

  /** Entries are objects so compressed variants can be memoised against them (compress.ts). */
  async getOrCreate(
    key: string,
    type: string,
    /** The caller's miss counter: throws its 429 before the database is asked. */
    countMiss: MissCounter,
    create: () => Promise<string>,
  ): Promise<CachedBody> {
    const hit = this.#entries.get(key);
    if (hit && hit.expires > Date.now()) {
      // Re-insert to mark as recently used (Map keeps insertion order).
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    const making = this.#making.get(key);
    if (making) return making;
    // Throws the caller's 429 before anything is asked.
    const leave = countMiss();
    const made: Promise<CachedBody> = this.#make(key, type, create).finally(() => {
      leave();
      if (this.#making.get(key) === made) this.#making.delete(key);
    });
    this.#making.set(key, made);
    return made;
  }

  async #make(key: string, type: string, create: () => Promise<string>): Promise<CachedBody> {
    const generation = this.#generation;
    const value = { body: Buffer.from(await create()), type };
    if (generation !== this.#generation) return value;
    this.#entries.set(key, { value, expires: Date.now() + this.ttlMs });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#making.clear();
  }
}
