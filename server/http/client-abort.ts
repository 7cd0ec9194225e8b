/**
 * A request whose client went away while its body was being read (a closed tab, a dropped
 * connection during an upload): Node fails the body's stream with `Error: aborted` (code
 * ECONNRESET). That is the client's doing, not ours: app.ts answers it with a 4xx (nobody is
 * left to read it) and logs one line, not a 500 with a stack. Only this exact error counts: a
 * connection of ours reset by a model server or a payment provider is a real failure.
 */
export const BODY_ABORTED_MESSAGE = 'The request body was not received in full.';

export function isClientAbort(error: unknown): boolean {
  let current: unknown = error;
  // A library may wrap it (as `cause`); a few levels are enough.
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (current.message === 'aborted' && code === 'ECONNRESET') return true;
    current = current.cause;
  }
  return false;
}
