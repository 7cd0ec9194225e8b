/**
 * Spending limits as the user types and reads them: money in the currency's major units
 * ("49.99"), tokens as whole numbers; an empty field is no limit.
 */
import { SPENDING_LIMITS } from '@contract/spending-constants.ts';
import { formatCount, formatPrice } from './model';

/** Minor units per major one: 2 digits for USD, none for JPY. */
export function currencyDigits(currency: string): number {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency });
  return format.resolvedOptions().maximumFractionDigits ?? 2;
}

export type Parsed = { value: number | null; error?: undefined } | { error: string };

/** "49.99" → 4999 (for a 2-digit currency); "" → no limit. */
export function parseMoneyLimit(text: string, currency: string): Parsed {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { value: null };
  const digits = currencyDigits(currency);
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(trimmed)) {
    return {
      error:
        digits > 0
          ? `Enter an amount like 50 or 49.99, or leave it empty for no limit`
          : 'Enter a whole amount, or leave it empty for no limit',
    };
  }
  const minor = Math.round(Number(trimmed) * 10 ** digits);
  if (minor < 1) return { error: 'Enter more than zero, or leave it empty for no limit' };
  if (minor > SPENDING_LIMITS.moneyMinorMax) {
    return { error: `At most ${formatPrice(SPENDING_LIMITS.moneyMinorMax, currency)}` };
  }
  return { value: minor };
}

/** 4999 → "49.99": what the field shows for a saved limit. */
export function moneyLimitText(minor: number | null, currency: string): string {
  if (minor === null) return '';
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

export function parseTokenLimit(text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (!/^\d+$/.test(trimmed)) {
    return { error: 'Enter a whole number of tokens, or leave it empty for no limit' };
  }
  const value = Number(trimmed);
  if (value < 1) return { error: 'Enter at least 1 token, or leave it empty for no limit' };
  if (value > SPENDING_LIMITS.tokensMax) {
    return { error: `At most ${formatCount(SPENDING_LIMITS.tokensMax)} tokens` };
  }
  return { value };
}
