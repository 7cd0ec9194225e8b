import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftKeeper, SERVER_DELAY_MS } from './draft-keeper';
import { newDraft } from './model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('draft keeper', () => {
  it('writes the latest draft locally, then to the server, once per burst of changes', async () => {
    const writeLocal = vi.fn(() => Promise.resolve());
    const writeServer = vi.fn(() => Promise.resolve());
    const keeper = createDraftKeeper({ writeLocal, writeServer });
    const [a, b] = [newDraft(), newDraft()];
    keeper.change(a);
    keeper.change(b);
    await vi.advanceTimersByTimeAsync(0);
    // At once, then the latest after the write in flight: never more than two for a burst.
    expect(writeLocal.mock.calls).toEqual([[a], [b]]);
    expect(writeServer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SERVER_DELAY_MS);
    expect(writeServer).toHaveBeenCalledExactlyOnceWith(b);
    expect(keeper.serverBehind()).toBe(false);
  });

  it('keeps a failed server save until a retry succeeds', async () => {
    const writeServer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    const keeper = createDraftKeeper({ writeLocal: () => Promise.resolve(), writeServer });
    keeper.change(newDraft());
    await vi.advanceTimersByTimeAsync(SERVER_DELAY_MS);
    expect(keeper.serverBehind()).toBe(true);
    keeper.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeServer).toHaveBeenCalledTimes(2);
    expect(keeper.serverBehind()).toBe(false);
  });

  it('flushes at once, and writes nothing after discard', async () => {
    const writeLocal = vi.fn(() => Promise.resolve());
    const keeper = createDraftKeeper({ writeLocal });
    keeper.change(newDraft());
    await keeper.flush();
    expect(writeLocal).toHaveBeenCalledTimes(1);
    keeper.discard();
    keeper.change(newDraft());
    await vi.advanceTimersByTimeAsync(SERVER_DELAY_MS);
    expect(writeLocal).toHaveBeenCalledTimes(1);
  });
});
