/**
 * Label values for the HTTP series, from small fixed sets only: a scrape's size must not grow
 * with traffic (Prometheus keeps every distinct label set as a series of its own).
 */

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export const methodLabel = (method: string): string =>
  METHODS.has(method.toUpperCase()) ? method.toUpperCase() : 'OTHER';

/** 200 → `2xx`; anything outside 100-599 (never sent) → `other`. */
export const statusClass = (status: number): string =>
  status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';

/**
 * A route as registered (`/api/chats/:chatHash{[a-z0-9]+}/messages`) as its label:
 * parameters without their patterns (`/api/chats/:chatHash/messages`). The template comes
 * from Hono's route table, so it never holds an id; an empty one (no route at all) is `*`.
 */
export function routeLabel(template: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < template.length; i++) {
    const char = template[i]!;
    // A parameter's `{pattern}` (which may nest braces, e.g. `{[0-9]{4}}`) is dropped.
    if (char === '{' && (depth > 0 || /:\w+$/.test(out))) {
      depth += 1;
      continue;
    }
    if (char === '}' && depth > 0) {
      depth -= 1;
      continue;
    }
    if (depth === 0) out += char;
  }
  return out || '*';
}
