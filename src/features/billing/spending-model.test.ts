import { describe, expect, it } from 'vitest';
import { SPENDING_LIMITS } from '@contract/spending-constants.ts';
import { moneyLimitText, parseMoneyLimit, parseTokenLimit } from './spending-model';

describe('spending limits as typed', () => {
  it('reads money in major units of the currency, empty as no limit', () => {
    expect(parseMoneyLimit('49.99', 'USD')).toEqual({ value: 4999 });
    expect(parseMoneyLimit(' 50 ', 'EUR')).toEqual({ value: 5000 });
    expect(parseMoneyLimit('12,5', 'EUR')).toEqual({ value: 1250 });
    expect(parseMoneyLimit('', 'USD')).toEqual({ value: null });
    expect(parseMoneyLimit('5000', 'JPY')).toEqual({ value: 5000 });
  });

  it('refuses what is not an amount, zero, and more than the maximum, in words', () => {
    expect(parseMoneyLimit('4.999', 'USD').error).toMatch(/like 50 or 49.99/);
    expect(parseMoneyLimit('abc', 'USD').error).toMatch(/like 50 or 49.99/);
    expect(parseMoneyLimit('12.5', 'JPY').error).toMatch(/whole amount/);
    expect(parseMoneyLimit('0', 'USD').error).toMatch(/more than zero/);
    const over = String(SPENDING_LIMITS.moneyMinorMax / 100 + 1);
    expect(parseMoneyLimit(over, 'USD').error).toMatch(/^At most/);
  });

  it('shows a saved money limit the way it is typed back', () => {
    expect(moneyLimitText(4999, 'USD')).toBe('49.99');
    expect(moneyLimitText(5000, 'JPY')).toBe('5000');
    expect(moneyLimitText(null, 'USD')).toBe('');
  });

  it('reads tokens as a whole number from 1 up', () => {
    expect(parseTokenLimit('500')).toEqual({ value: 500 });
    expect(parseTokenLimit('')).toEqual({ value: null });
    expect(parseTokenLimit('0').error).toMatch(/at least 1/);
    expect(parseTokenLimit('2.5').error).toMatch(/whole number/);
    expect(parseTokenLimit(String(SPENDING_LIMITS.tokensMax + 1)).error).toMatch(/^At most/);
  });
});
