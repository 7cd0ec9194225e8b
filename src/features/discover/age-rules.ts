/**
 * The age inputs' rules while typing: beside the filters that use them, not in model.ts, whose
 * search parsing the route tree (every first load) carries.
 */
import { MAX_AGE, MIN_AGE } from '@contract/avatar-filters.ts';

/** Validation for the age inputs while typing; `null` means valid. */
export function ageInputError(value: string, label: 'Minimum age' | 'Maximum age'): string | null {
  if (!/^\d+$/.test(value.trim())) return `${label} must be a whole number.`;
  const age = Number(value);
  if (age < MIN_AGE || age > MAX_AGE) return `${label} must be between ${MIN_AGE} and ${MAX_AGE}.`;
  return null;
}
