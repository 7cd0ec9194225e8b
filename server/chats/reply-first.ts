/**
 * Work a reply's first word waits for — a send from its request to the reply's first chunk —
 * goes before background work in this process. On the embedded database (PGlite: one
 * connection, statements run one at a time in the order they were asked) a memory job's
 * statements asked while a send runs would otherwise take turns with the send's own, and the
 * send would wait for them all (the server-part bench's tail, issue 30). Background work asks
 * `quiet()` before each statement (db/queries/behind.ts) and so starts nothing new while a
 * span is open; a span ends when its reply's first words come, when the work ends, or after
 * MAX_SPAN_MS at the latest, so a stuck reply never holds background work for long. Nor does a
 * stream of spans that overlap (a flood of sends, refused ones included: a span opens before
 * the login check): a statement waits MAX_SPAN_MS at most, then goes ahead.
 */

/** Longer than a provider takes to its first word; bounds how long background work waits. */
export const MAX_SPAN_MS = 5_000;

export class ForegroundWork {
  private open = 0;
  private waiting: (() => void)[] = [];

  /** Opens a span; the returned function closes it (once, any number of calls). */
  begin(): () => void {
    this.open += 1;
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      this.open -= 1;
      if (this.open === 0) {
        const waiting = this.waiting;
        this.waiting = [];
        for (const resolve of waiting) resolve();
      }
    };
    const timer = setTimeout(close, MAX_SPAN_MS);
    // A span never keeps the process alive (tests, shutdown).
    timer.unref();
    return close;
  }

  /** Spans open now (tests). */
  get active(): number {
    return this.open;
  }

  /** Statements waiting for a quiet moment now (tests). */
  get waiters(): number {
    return this.waiting.length;
  }

  /** Resolves once no span is open, or after MAX_SPAN_MS of waiting. */
  quiet(): Promise<void> {
    if (this.open === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      // Given up waiting: out of the list too, so a flood that never pauses does not grow it.
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((waiter) => waiter !== done);
        resolve();
      }, MAX_SPAN_MS);
      timer.unref();
      this.waiting.push(done);
    });
  }
}
