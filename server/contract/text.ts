import { z } from 'zod';

/**
 * Building blocks for every string and integer the API accepts, so bad input stops at the
 * schema (400 naming the field) instead of in PostgreSQL (500). PostgreSQL cannot store NUL
 * in text, and a lone UTF-16 surrogate has no UTF-8 form (the driver would silently store
 * U+FFFD instead): both are refused everywhere. Names go further (see `nameText`).
 */

/** NUL and unpaired surrogates: characters a PostgreSQL text column cannot hold. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * In names: control characters (C0, C1, line and paragraph separators), and format characters
 * — the bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069), marks
 * (U+200E/F, U+061C), zero-width characters (U+200B–200D, U+2060, U+FEFF) and the soft hyphen —
 * which make text read differently from what it is, or look like a name it is not.
 */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

export const UNSTORABLE_MESSAGE = 'contains a character that cannot be stored (e.g. a NUL byte)';

/** True when the database can store the string as it is. */
export const isStorable = (value: string): boolean => !UNSTORABLE.test(value);

/** The largest value of a PostgreSQL `integer` column (and of serial ids). */
export const INT32_MAX = 2_147_483_647;

/**
 * Any string the API stores or compares: refuses NUL and lone surrogates. `label` names the
 * field in the message (the issue's path names it for programs).
 */
export function safeText(label: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be text`,
    })
    .refine(isStorable, { message: `${label} ${UNSTORABLE_MESSAGE}`, abort: true });
}

/**
 * A name people see (users' avatars now, Angels later): trimmed, NFC-normalised (so "é" typed
 * two ways is one name), and free of control, bidi-override and zero-width characters.
 */
export function nameText(label: string, max: number) {
  return safeText(label)
    .transform((value) => value.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(max, `${label} must be at most ${max} characters`)
        .refine((value) => !INVISIBLE_OR_CONTROL.test(value), {
          message: `${label} must not contain control, invisible or text-direction characters`,
        }),
    );
}

/** A whole number that fits a PostgreSQL `integer` column (ids, counts). */
export function int32(label: string, min = 1) {
  return z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(INT32_MAX, `${label} is too large`);
}
