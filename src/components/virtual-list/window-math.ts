/**
 * Windowing math for the conversation's virtual list, kept pure so it can be tested without a
 * browser. Items have variable heights: measured ones are known, the rest estimated. `offsets`
 * holds each item's top (prefix sums), plus the total as its last entry.
 */
export function prefixOffsets(heights: ArrayLike<number>): Float64Array {
  const offsets = new Float64Array(heights.length + 1);
  for (let i = 0; i < heights.length; i++) offsets[i + 1] = offsets[i]! + heights[i]!;
  return offsets;
}

/** The index of the item covering `y` (clamped to the list). Binary search: O(log n). */
export function indexAt(offsets: Float64Array, y: number): number {
  const count = offsets.length - 1;
  if (count <= 0) return 0;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (offsets[mid]! <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}

export type WindowRange = { start: number; end: number };

export type RangeInput = {
  offsets: Float64Array;
  /** The viewport's top and height, in the list's own coordinates. */
  top: number;
  height: number;
  /** Extra pixels rendered above and below, so a fast scroll rarely shows a gap. */
  overscan: number;
  /** A hard cap on rendered items: the DOM stays bounded even with tiny or unmeasured items. */
  maxItems: number;
};

/** The half-open range [start, end) of items to render. */
export function visibleRange({
  offsets,
  top,
  height,
  overscan,
  maxItems,
}: RangeInput): WindowRange {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const start = indexAt(offsets, Math.max(0, top - overscan));
  let end = indexAt(offsets, top + height + overscan) + 1;
  end = Math.min(count, end, start + maxItems);
  return { start, end };
}

/**
 * Where to scroll so an anchor item stays where the user saw it after items were added above
 * it or measured: its new top minus how far below the viewport's top it was.
 */
export function anchoredScrollTop(offsets: Float64Array, anchorIndex: number, anchorDelta: number) {
  return offsets[Math.max(0, Math.min(anchorIndex, offsets.length - 1))]! + anchorDelta;
}

/** Whether the viewport is (close enough to) the bottom to keep following new output. */
export function isNearBottom(scrollTop: number, clientHeight: number, scrollHeight: number) {
  return scrollHeight - scrollTop - clientHeight <= 32;
}
