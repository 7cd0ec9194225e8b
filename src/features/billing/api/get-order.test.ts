import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@contract/billing.ts';
import { readSettledOrder } from './get-order';

const get = vi.fn<() => Promise<Order>>();
vi.mock('@/lib/auth/auth-client', () => ({ authClient: { get: () => get() } }));

const order = (status: Order['status']) => ({ id: 'o1', status }) as Order;

describe('readSettledOrder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    get.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('reads an open order every second until it is settled', async () => {
    get
      .mockResolvedValueOnce(order('open'))
      .mockResolvedValueOnce(order('open'))
      .mockResolvedValueOnce(order('complete'));
    const result = readSettledOrder(new QueryClient(), 'o1');
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toMatchObject({ status: 'complete' });
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('gives up after about 20 seconds with the order still open', async () => {
    get.mockResolvedValue(order('open'));
    const result = readSettledOrder(new QueryClient(), 'o1');
    await vi.advanceTimersByTimeAsync(25_000);
    await expect(result).resolves.toMatchObject({ status: 'open' });
    expect(get.mock.calls.length).toBeGreaterThanOrEqual(15);
    expect(get.mock.calls.length).toBeLessThanOrEqual(21);
  });

  it('a read that fails keeps the last answer', async () => {
    get.mockResolvedValueOnce(order('open')).mockRejectedValue(new Error('offline'));
    const result = readSettledOrder(new QueryClient(), 'o1', { timeoutMs: 3000 });
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toMatchObject({ status: 'open' });
  });
});
