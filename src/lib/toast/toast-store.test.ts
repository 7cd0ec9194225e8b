import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_LIFE, toast } from './toast-store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('defaults to severity info and closable', () => {
    toast.add({ summary: 'Hello' });
    expect(toast.getSnapshot()).toEqual([
      expect.objectContaining({ summary: 'Hello', severity: 'info', closable: true }),
    ]);
  });

  it('gives product toasts a life of 7000 ms', () => {
    expect(DEFAULT_TOAST_LIFE).toBe(7000);
  });

  it('removes a toast by id and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = toast.subscribe(listener);
    const id = toast.add({ summary: 'A' });
    toast.add({ summary: 'B' });
    toast.remove(id);
    expect(toast.getSnapshot().map((t) => t.summary)).toEqual(['B']);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('auto-closes after its life', () => {
    toast.add({ summary: 'Short', life: DEFAULT_TOAST_LIFE });
    vi.advanceTimersByTime(DEFAULT_TOAST_LIFE - 1);
    expect(toast.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toast.getSnapshot()).toHaveLength(0);
  });

  it('keeps a toast without life until it is closed', () => {
    toast.add({ summary: 'Sticky' });
    vi.advanceTimersByTime(60_000);
    expect(toast.getSnapshot()).toHaveLength(1);
  });

  it('clears only the given group, or everything', () => {
    toast.add({ summary: 'Plain' });
    toast.add({ summary: 'Grouped', group: 'chat' });
    toast.clear('chat');
    expect(toast.getSnapshot().map((t) => t.summary)).toEqual(['Plain']);
    toast.add({ summary: 'Grouped', group: 'chat' });
    toast.clear();
    expect(toast.getSnapshot()).toHaveLength(0);
  });

  it('does not fire a stale timer after manual removal', () => {
    const id = toast.add({ summary: 'A', life: 100 });
    toast.remove(id);
    const listener = vi.fn();
    toast.subscribe(listener);
    vi.advanceTimersByTime(200);
    expect(listener).not.toHaveBeenCalled();
  });
});
