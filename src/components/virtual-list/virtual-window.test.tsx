import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualList } from './virtual-list';
import { VirtualWindow } from './virtual-window';

/** Counts what the list asks its ResizeObserver to watch (happy-dom lays nothing out). */
const observed = vi.fn();
class CountingObserver {
  observe = observed;
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  observed.mockClear();
  vi.stubGlobal('ResizeObserver', CountingObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A scroller as the engine reads it: a viewport 650 px tall, nothing laid out yet. */
function fakeScroller(): HTMLElement {
  const scroller = { scrollTop: 0, scrollHeight: 0, clientHeight: 650 };
  return Object.assign(scroller, {
    addEventListener: () => {},
    removeEventListener: () => {},
  }) as unknown as HTMLElement;
}
const listStart = { offsetTop: 0 } as HTMLElement;
const keys = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`);

describe('VirtualWindow opening at the newest item', () => {
  it('does not ask for older items while the rows are not rendered yet', () => {
    const onNearTop = vi.fn();
    const engine = new VirtualWindow({ overscan: 800, maxItems: 60, onNearTop });
    engine.attach(fakeScroller(), listStart);
    // 200 kept messages, ~100 px each: the view is 20,000 px below the top of the list.
    engine.setItems(keys(200), () => 100);
    expect(onNearTop).not.toHaveBeenCalled();
  });

  it('asks for older items when the whole list is shorter than a screen or so', () => {
    const onNearTop = vi.fn();
    const engine = new VirtualWindow({ overscan: 800, maxItems: 60, onNearTop });
    engine.attach(fakeScroller(), listStart);
    engine.setItems(keys(5), () => 100);
    expect(onNearTop).toHaveBeenCalled();
  });
});

describe('VirtualList rows', () => {
  const props = {
    items: ['a', 'b', 'c'],
    getKey: (item: string) => item,
    estimateHeight: () => 40,
    onNearTop: () => {},
    label: 'Messages',
  };

  it('are observed once, not again at every render of the list', () => {
    const { rerender } = render(<VirtualList {...props} renderItem={(item) => <p>{item}</p>} />);
    const first = observed.mock.calls.length;
    expect(first).toBeGreaterThan(0);
    // A new renderItem (the conversation makes one when a reply finishes, say): same rows.
    rerender(<VirtualList {...props} renderItem={(item) => <p>{item}!</p>} />);
    rerender(<VirtualList {...props} renderItem={(item) => <p>{item}?</p>} />);
    expect(observed.mock.calls.length).toBe(first);
  });
});
