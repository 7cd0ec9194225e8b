/**
 * How the app writes search params in its URLs: the router's JSON form, except that a list of
 * plain words (Discover's ethnicities) is the spec's comma-separated list, `ethnicity=ASIAN,BLACK`
 * rather than `ethnicity=%5B%22ASIAN%22%2C%22BLACK%22%5D`, and commas stay readable (a comma
 * reads back as a comma, encoded or not). Reading is the router's own: a comma list arrives as a
 * string, which the route's validation splits (features/discover/model.ts), and links written
 * in the JSON form before still read as the array they are.
 */
import { defaultStringifySearch } from '@tanstack/react-router';

/** Words that the router's reading leaves as text (not a number, true/false/null or JSON). */
const WORD = /^[A-Z_][A-Za-z0-9_]*$/;

function isWordList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === 'string' && WORD.test(item))
  );
}

export function stringifySearch(search: Record<string, unknown>): string {
  const written = Object.fromEntries(
    Object.entries(search).map(([key, value]) => [
      key,
      isWordList(value) ? value.join(',') : value,
    ]),
  );
  return defaultStringifySearch(written).replace(/%2C/gi, ',');
}
