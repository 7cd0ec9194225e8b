/**
 * Waits for the event loop's next turn. An embedded database answers without I/O and an engine
 * may yield its words without waiting, so a job could run for a whole reply without giving the
 * loop a turn: meanwhile nothing it wrote to a socket leaves (Node sends a chunk at the end of
 * the turn) and other requests wait. A turn after the first word, then every few milliseconds,
 * sends the words as they are written (server/chats/reply-jobs.ts).
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * After the first word, a turn at most this often: one per chunk made a 400-chunk reply from
 * a fast engine take 3 s instead of 0.3 s (each turn waits for everything else queued).
 */
export const YIELD_EVERY_MS = 4;
