import { describe, expect, it } from 'vitest';
import {
  anchoredScrollTop,
  indexAt,
  isNearBottom,
  prefixOffsets,
  visibleRange,
} from './window-math';

describe('window math', () => {
  const heights = [10, 20, 30, 40];
  const offsets = prefixOffsets(heights);

  it('builds prefix offsets ending with the total', () => {
    expect([...offsets]).toEqual([0, 10, 30, 60, 100]);
  });

  it('finds the item covering a position, clamped to the list', () => {
    expect(indexAt(offsets, -5)).toBe(0);
    expect(indexAt(offsets, 0)).toBe(0);
    expect(indexAt(offsets, 9.9)).toBe(0);
    expect(indexAt(offsets, 10)).toBe(1);
    expect(indexAt(offsets, 59)).toBe(2);
    expect(indexAt(offsets, 1000)).toBe(3);
    expect(indexAt(prefixOffsets([]), 10)).toBe(0);
  });

  it('renders the viewport plus overscan', () => {
    expect(visibleRange({ offsets, top: 30, height: 10, overscan: 0, maxItems: 99 })).toEqual({
      start: 2,
      end: 3,
    });
    expect(visibleRange({ offsets, top: 30, height: 10, overscan: 25, maxItems: 99 })).toEqual({
      start: 0,
      end: 4,
    });
    expect(
      visibleRange({ offsets: prefixOffsets([]), top: 0, height: 10, overscan: 0, maxItems: 9 }),
    ).toEqual({ start: 0, end: 0 });
  });

  it('keeps the rendered count bounded however long the history is', () => {
    const many = prefixOffsets(new Array<number>(10_000).fill(1));
    const range = visibleRange({
      offsets: many,
      top: 5000,
      height: 800,
      overscan: 600,
      maxItems: 80,
    });
    expect(range.end - range.start).toBe(80);
    const tall = prefixOffsets(new Array<number>(10_000).fill(100));
    const window = visibleRange({
      offsets: tall,
      top: 500_000,
      height: 800,
      overscan: 600,
      maxItems: 80,
    });
    expect(window).toEqual({ start: 4994, end: 5015 });
  });

  it('keeps an anchor item in place when older items are prepended', () => {
    // The user saw item "c" (index 2) 5 px below the viewport's top.
    const before = prefixOffsets(heights);
    const scrollTop = anchoredScrollTop(before, 2, -5);
    expect(scrollTop).toBe(25);
    // Three older items (estimated 50 px each) arrive above: "c" is now index 5.
    const after = prefixOffsets([50, 50, 50, ...heights]);
    expect(anchoredScrollTop(after, 5, -5)).toBe(scrollTop + 150);
  });

  it('treats a viewport within a few pixels of the end as at the bottom', () => {
    expect(isNearBottom(900, 100, 1000)).toBe(true);
    expect(isNearBottom(880, 100, 1000)).toBe(true);
    expect(isNearBottom(500, 100, 1000)).toBe(false);
  });
});
