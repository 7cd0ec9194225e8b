/**
 * A small in-process cache of serialised responses for hot read-only endpoints. PGlite is
 * single-threaded, so answering repeated catalogue reads from memory keeps p99 latency flat
 * under concurrency. Writers call `clear()`; the TTL bounds staleness when another process
 * (sharing a real PostgreSQL) does the writing.
 */
export class ResponseCache {
  readonly #entries = new Map<string, { body: string; expires: number }>();

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 10_000,
  ) {}

  async getOrCreate(key: string, create: () => Promise<string>): Promise<string> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) {
      // Re-insert to mark as recently used (Map keeps insertion order).
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.body;
    }
    const body = await create();
    this.#entries.set(key, { body, expires: now + this.ttlMs });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return body;
  }

  clear(): void {
    this.#entries.clear();
  }
}
