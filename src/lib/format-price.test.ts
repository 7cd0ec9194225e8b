import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('uses the narrow symbol for common currencies', () => {
    expect(formatPrice(9.99, 'USD', 'en-US')).toBe('$9.99');
    expect(formatPrice(9.99, 'EUR', 'en-US')).toBe('€9.99');
    expect(formatPrice(9.99, 'GBP', 'en-GB')).toBe('£9.99');
  });

  it('respects currencies without minor units', () => {
    expect(formatPrice(1200, 'JPY', 'en-US')).toBe('¥1,200');
  });

  it('follows the locale for separators and symbol position', () => {
    expect(formatPrice(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('falls back to code and amount for an invalid currency code', () => {
    expect(() => formatPrice(5, 'NOPE')).not.toThrow();
    expect(formatPrice(5, 'NOPE')).toBe('NOPE 5.00');
    expect(formatPrice(5, '')).toBe('5.00');
  });
});
