import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay } from './backoff';

describe('backoff', () => {
  it('doubles from about a second to a 30 s cap, spread by a quarter either way', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(1000);
    expect(backoffDelay(1, () => 0.5)).toBe(2000);
    expect(backoffDelay(3, () => 0)).toBe(6000);
    expect(backoffDelay(3, () => 0.999)).toBeLessThanOrEqual(10_000);
    expect(backoffDelay(30, () => 0.999)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(30, () => 0)).toBe(BACKOFF_MAX_MS * 0.75);
  });
});
