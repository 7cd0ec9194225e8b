/** Reconnect delays: 1 s doubling to 30 s, each spread by ±25 % so tabs and devices disperse. */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

/** The wait before attempt `attempt + 1` (0 = the first retry); `random` is in [0, 1). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.min(BACKOFF_MAX_MS, Math.round(base * (0.75 + random() * 0.5)));
}
