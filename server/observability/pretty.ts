/**
 * A pino JSON line as a short line a person reads in a terminal (`npm run dev`): time, level,
 * message, then the other fields as key=value. No dependency (pino-pretty is not installed).
 */
const SKIP = new Set(['time', 'level', 'msg', 'pid', 'hostname']);

export function prettyLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof record.time === 'string' ? record.time.slice(11, 19) : '';
  const level = String(record.level ?? '').toUpperCase();
  const fields = Object.entries(record)
    .filter(([key]) => !SKIP.has(key) && key !== 'err')
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = record.err as { stack?: string; message?: string } | undefined;
  const tail = err ? `\n${err.stack ?? err.message ?? ''}` : '';
  const msg = typeof record.msg === 'string' ? record.msg : '';
  return `${time} ${level.padEnd(5)} ${msg}${fields.length ? `  ${fields.join(' ')}` : ''}${tail}\n`;
}
