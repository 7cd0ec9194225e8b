/**
 * A pino JSON line as a short line a person reads in a terminal (`npm run dev`): time, level,
 * message, then the other fields as key=value. No dependency (pino-pretty is not installed).
 * `npm run cluster` shows its processes' lines without the time (prettyMessage).
 */
const SKIP = new Set(['time', 'level', 'msg', 'pid', 'hostname', 'err']);

type Parsed = { time: string; level: string; text: string };

function parse(json: string): Parsed | null {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!record || typeof record !== 'object') return null;
  const fields = Object.entries(record)
    .filter(([key]) => !SKIP.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = record.err as { stack?: string; message?: string } | undefined;
  const msg = typeof record.msg === 'string' ? record.msg : '';
  return {
    time: typeof record.time === 'string' ? record.time.slice(11, 19) : '',
    level: String(record.level ?? '').toUpperCase(),
    text: `${msg}${fields.length ? `  ${fields.join(' ')}` : ''}${err ? `\n${err.stack ?? err.message ?? ''}` : ''}`,
  };
}

export function prettyLine(json: string): string {
  const line = parse(json);
  return line ? `${line.time} ${line.level.padEnd(5)} ${line.text}\n` : json;
}

/** Without the time; the level only when it is not INFO. A line that is not JSON as it is. */
export function prettyMessage(json: string): string {
  const line = parse(json);
  if (!line) return json;
  return line.level === 'INFO' ? line.text : `${line.level} ${line.text}`;
}
