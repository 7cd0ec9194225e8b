import { describe, expect, it } from 'vitest';
import { timeBoxed } from './time-box.ts';

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('timeBoxed', () => {
  it('gives the work’s result in time, the fallback once the time is up, and a failure as it is', async () => {
    expect(await timeBoxed(after(5, 'done'), 1000, 'late')).toBe('done');
    expect(await timeBoxed(after(1000, 'done'), 5, 'late')).toBe('late');
    await expect(timeBoxed(Promise.reject(new Error('broken')), 1000, 'late')).rejects.toThrow(
      'broken',
    );
  });
});
