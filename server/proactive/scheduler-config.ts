import { WRITES_FIRST } from '../contract/proactive-constants.ts';

/** How the "writes first" scheduler runs (server/proactive/scheduler.ts). */
export type WritesFirstConfig = {
  /** PROACTIVE_CHECK_MS: how often each process looks for chats due (default a minute). */
  checkMs: number;
  /** PROACTIVE_QUIET_MINUTES: how long a chat must be quiet first (browser tests: 0). */
  quietMinutes: number;
};

type Env = Record<string, string | undefined>;

function wholeNumber(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

export function writesFirstConfig(env: Env): WritesFirstConfig {
  return {
    checkMs: wholeNumber(env, 'PROACTIVE_CHECK_MS', 60_000, 100),
    quietMinutes: wholeNumber(env, 'PROACTIVE_QUIET_MINUTES', WRITES_FIRST.quietMinutesDefault, 0),
  };
}
