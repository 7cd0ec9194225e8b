/**
 * The one shape of the app's small external stores (session, dialogs, toasts, the outbox …):
 * a value, listeners told after each change, and React reading it through useSyncExternalStore.
 * Modules wrap a store with their own verbs (login, open, add) and export only those.
 * A set that changes nothing (the same value) tells nobody.
 */
import { useCallback, useSyncExternalStore } from 'react';

export type Listener = () => void;

export type ReadableStore<T> = {
  getSnapshot: () => T;
  subscribe: (listener: Listener) => () => void;
};

export type Store<T> = ReadableStore<T> & {
  set: (next: T) => void;
  update: (change: (current: T) => T) => void;
};

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<Listener>();
  const set = (next: T): void => {
    if (Object.is(next, state)) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set,
    update: (change) => set(change(state)),
  };
}

/**
 * Reads a store in a component, or a value derived from it (`select` must return a primitive or
 * a value held in the store, so that an unchanged store gives an identical result). Server
 * rendering and hydration see `initial` when given.
 */
export function useStore<T, R = T>(
  store: ReadableStore<T>,
  select: (state: T) => R = (state) => state as unknown as R,
  initial?: R,
): R {
  const read = () => select(store.getSnapshot());
  return useSyncExternalStore(store.subscribe, read, initial === undefined ? read : () => initial);
}

/**
 * Many values under string keys, each with its own listeners: a change to one key wakes only
 * what reads that key (one live reply's bubble, not the whole conversation).
 */
export type KeyedStore<T> = {
  get: (key: string) => T | undefined;
  set: (key: string, value: T) => void;
  delete: (key: string) => void;
  subscribe: (key: string, listener: Listener) => () => void;
};

export function createKeyedStore<T>(): KeyedStore<T> {
  const values = new Map<string, T>();
  const listeners = new Map<string, Set<Listener>>();
  const emit = (key: string) => listeners.get(key)?.forEach((listener) => listener());
  return {
    get: (key) => values.get(key),
    set(key, value) {
      values.set(key, value);
      emit(key);
    },
    delete(key) {
      if (values.delete(key)) emit(key);
    },
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
  };
}

export function useKeyedStore<T>(store: KeyedStore<T>, key: string): T | undefined {
  const subscribe = useCallback(
    (listener: Listener) => store.subscribe(key, listener),
    [store, key],
  );
  return useSyncExternalStore(subscribe, () => store.get(key));
}
