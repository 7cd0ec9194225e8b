import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKeyedStore, createStore, useKeyedStore, useStore } from './store';

describe('createStore', () => {
  it('tells each listener after a change, and no one after unsubscribing', () => {
    const store = createStore(1);
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.getSnapshot()));
    store.set(2);
    store.update((n) => n * 10);
    stop();
    store.set(3);
    expect(seen).toEqual([2, 20]);
    expect(store.getSnapshot()).toBe(3);
  });

  it('tells nobody when the value stays the same', () => {
    const state = { a: 1 };
    const store = createStore(state);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(state);
    store.update((current) => current);
    expect(listener).not.toHaveBeenCalled();
    store.set({ a: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useStore', () => {
  afterEach(cleanup);

  function Count({ store }: { store: ReturnType<typeof createStore<number>> }) {
    const count = useStore(store);
    const positive = useStore(store, (n) => n > 0);
    return <p>{`${count} ${positive ? 'positive' : 'not positive'}`}</p>;
  }

  it('re-renders with the current value and derived values', () => {
    const store = createStore(0);
    render(<Count store={store} />);
    expect(screen.getByText('0 not positive')).toBeTruthy();
    act(() => store.set(5));
    expect(screen.getByText('5 positive')).toBeTruthy();
  });
});

describe('createKeyedStore', () => {
  it('wakes only the listeners of the key that changed', () => {
    const store = createKeyedStore<string>();
    const a = vi.fn();
    const b = vi.fn();
    store.subscribe('a', a);
    const stopB = store.subscribe('b', b);
    store.set('a', 'x');
    expect(store.get('a')).toBe('x');
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    store.delete('a');
    store.delete('a');
    expect(store.get('a')).toBeUndefined();
    expect(a).toHaveBeenCalledTimes(2);
    stopB();
    store.set('b', 'y');
    expect(b).not.toHaveBeenCalled();
  });
});

describe('useKeyedStore', () => {
  afterEach(cleanup);

  function Live({ store, id }: { store: ReturnType<typeof createKeyedStore<string>>; id: string }) {
    return <p>{useKeyedStore(store, id) ?? 'none'}</p>;
  }

  it('shows the value of its own key only', () => {
    const store = createKeyedStore<string>();
    render(<Live store={store} id="a" />);
    act(() => store.set('b', 'other'));
    expect(screen.getByText('none')).toBeTruthy();
    act(() => store.set('a', 'mine'));
    expect(screen.getByText('mine')).toBeTruthy();
  });
});
