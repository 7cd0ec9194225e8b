/**
 * A small in-process cache of serialised responses for hot read-only endpoints. PGlite is
 * single-threaded, so answering repeated catalogue reads from memory keeps p99 latency flat
 * under concurrency. Writers call `clear()`; the TTL bounds staleness when another process
 * (sharing a real PostgreSQL) does the writing.
 */
export type CachedBody = { body: Buffer; type: string };

export class ResponseCache {
  readonly #entries = new Map<string, { value: CachedBody; expires: number }>();

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 10_000,
  ) {}

  /** Entries are objects so compressed variants can be memoised against them (compress.ts). */
  async getOrCreate(key: string, type: string, create: () => Promise<string>): Promise<CachedBody> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) {
      // Re-insert to mark as recently used (Map keeps insertion order).
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    const value = { body: Buffer.from(await create()), type };
    this.#entries.set(key, { value, expires: now + this.ttlMs });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
