/**
 * The server's log: pino, one JSON object per line on stdout (what log shippers read), with
 * the request id of the work it belongs to (request-context.ts) and the redaction net of
 * redaction.ts. LOG_LEVEL picks the level (default info; silent under the tests unless set);
 * LOG_FORMAT=pretty prints short readable lines instead (the default on a terminal outside
 * production, e.g. `npm run dev`).
 */
import pino, { type Level, type LevelWithSilent } from 'pino';
import { prettyLine } from './pretty.ts';
import { REDACT_PATHS, REDACTED } from './redaction.ts';
import { currentContext } from './request-context.ts';

const LEVELS: readonly LevelWithSilent[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export function levelFrom(env: Record<string, string | undefined>): LevelWithSilent {
  const raw = env.LOG_LEVEL?.trim().toLowerCase();
  if (raw && (LEVELS as readonly string[]).includes(raw)) return raw as LevelWithSilent;
  // Tests stay quiet (a test that reads the log captures it: captureLogs); a production server
  // a test starts as a child process (it inherits VITEST) logs as in production.
  return env.VITEST && env.NODE_ENV !== 'production' ? 'silent' : 'info';
}

function prettyByDefault(env: Record<string, string | undefined>): boolean {
  const raw = env.LOG_FORMAT?.trim().toLowerCase();
  if (raw === 'pretty' || raw === 'json') return raw === 'pretty';
  return Boolean(process.stdout.isTTY) && env.NODE_ENV !== 'production';
}

type Tap = (line: string) => void;
const taps = new Set<Tap>();
const pretty = prettyByDefault(process.env);

/** Lines go to stdout, or only to the taps while a test captures them. */
const destination = {
  write(line: string) {
    if (taps.size) {
      for (const tap of taps) tap(line);
      return;
    }
    process.stdout.write(pretty ? prettyLine(line) : line);
  },
};

export const logger = pino(
  {
    level: levelFrom(process.env),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // The request (or job) the line belongs to.
    mixin: () => ({ ...currentContext() }),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  },
  destination,
);

export type Logger = typeof logger;

/** The old `(message, error?)` shape some modules take as their `log` dependency. */
export const logError = (message: string, error?: unknown) =>
  error === undefined ? logger.error(message) : logger.error({ err: error }, message);
export const logInfo = (message: string) => logger.info(message);
export const logWarn = (message: string) => logger.warn(message);

/**
 * Tests: every line written at `level` or above from now until `stop()` (not printed). The
 * level goes back to what it was at `stop()`.
 */
export function captureLogs(level: Level = 'info') {
  const lines: string[] = [];
  const tap: Tap = (line) => lines.push(line);
  const before = logger.level;
  logger.level = level;
  taps.add(tap);
  return {
    lines,
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    stop() {
      taps.delete(tap);
      logger.level = before;
    },
  };
}
