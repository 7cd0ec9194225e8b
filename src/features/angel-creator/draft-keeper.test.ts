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

  it('sends nothing to the server before it is allowed, then the latest draft', async () => {
    const writeServer = vi.fn(() => Promise.resolve());
    const keeper = createDraftKeeper({
      writeLocal: () => Promise.resolve(),
      writeServer,
      serverAllowed: false,
    });
    const [a, b] = [newDraft(), newDraft()];
    keeper.change(a);
    await vi.advanceTimersByTimeAsync(SERVER_DELAY_MS);
    keeper.retry();
    await keeper.flush();
    expect(writeServer).not.toHaveBeenCalled();
    keeper.change(b);
    keeper.allowServer();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeServer).toHaveBeenCalledExactlyOnceWith(b);
  });

  it("takes another tab's draft as the latest, with nothing left to write", async () => {
    const writeLocal = vi.fn(() => Promise.resolve());
    const writeServer = vi.fn(() => Promise.resolve());
    const keeper = createDraftKeeper({ writeLocal, writeServer });
    keeper.change(newDraft());
    keeper.adopt(newDraft());
    await keeper.flush();
    await vi.advanceTimersByTimeAsync(SERVER_DELAY_MS);
    expect(writeLocal).toHaveBeenCalledTimes(1);
    expect(writeServer).not.toHaveBeenCalled();
    expect(keeper.serverBehind()).toBe(false);
  });

  it('a flush started before discard still writes the last change', async () => {
    let release = () => {};
    const writeLocal = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const keeper = createDraftKeeper({ writeLocal });
    const [a, b] = [newDraft(), newDraft()];
    keeper.change(a); // in flight
    keeper.change(b); // waits for it
    const flushed = keeper.flush().finally(() => keeper.discard());
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await flushed;
    expect(writeLocal.mock.calls).toEqual([[a], [b]]);
  });
});
