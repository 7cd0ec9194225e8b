/**
 * The virtual list's engine, outside React so scrolling and measuring never re-render the list
 * unless the rendered window changes. Heights are measured with one ResizeObserver; unmeasured
 * items use an estimate. Position policy: pinned to the bottom while the user is there (new
 * output stays in view), otherwise the first visible item stays put when items are added above
 * it or measured — so loading older pages or a reply growing below never makes the view jump.
 */
import { createStore } from '@/lib/store';
import {
  anchoredScrollTop,
  indexAt,
  isNearBottom,
  prefixOffsets,
  visibleRange,
} from './window-math';

export type WindowSnapshot = { start: number; end: number; topPad: number; bottomPad: number };

type Options = { overscan: number; maxItems: number; onNearTop: () => void };

const NEAR_TOP_PX = 800;
/** An item scrolled to by key sits this far below the top: the one above peeks in. */
const KEY_MARGIN_PX = 24;

export class VirtualWindow {
  private keys: string[] = [];
  private index = new Map<string, number>();
  private heights = new Map<string, number>();
  private estimates: number[] = [];
  private offsets = prefixOffsets([]);
  private scroller: HTMLElement | null = null;
  private listStart: HTMLElement | null = null;
  private observer: ResizeObserver | null = null;
  private pinned = true;
  private anchor: { key: string; delta: number } | null = null;
  /** Where our own last scroll put the view: its scroll event must not move the anchor. */
  private ownScrollTop = -1;
  private rendered = createStore<WindowSnapshot>({ start: 0, end: 0, topPad: 0, bottomPad: 0 });

  constructor(private options: Options) {}

  setOptions(options: Options) {
    this.options = options;
  }

  subscribe = this.rendered.subscribe;
  getSnapshot = this.rendered.getSnapshot;

  attach(scroller: HTMLElement, listStart: HTMLElement): () => void {
    this.scroller = scroller;
    this.listStart = listStart;
    this.observer = new ResizeObserver((entries) => this.onResize(entries));
    const onScroll = () => this.onScroll();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    this.observer.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      this.observer?.disconnect();
      this.observer = null;
      this.scroller = null;
    };
  }

  /** Ref callback target for each rendered row (carrying data-key). */
  observe(element: HTMLElement) {
    this.observer?.observe(element);
    return () => this.observer?.unobserve(element);
  }

  setItems(keys: string[], estimate: (index: number) => number) {
    this.keys = keys;
    this.index = new Map(keys.map((key, i) => [key, i]));
    this.estimates = keys.map((_, i) => estimate(i));
    this.relayout();
  }

  /** Jump to the newest message and follow it again (e.g. after sending). */
  scrollToBottom() {
    this.pinned = true;
    this.restore();
  }

  /**
   * Brings one item to the top of the view and keeps it there while heights settle (it becomes
   * the anchor). False when no item has this key.
   */
  scrollToKey(key: string): boolean {
    if (!this.index.has(key)) return false;
    this.pinned = false;
    this.anchor = { key, delta: -KEY_MARGIN_PX };
    this.restore();
    return true;
  }

  /** Puts the view back where the policy says, then re-derives the rendered window. */
  restore() {
    const scroller = this.scroller;
    if (!scroller) return this.updateWindow();
    if (this.pinned) {
      scroller.scrollTop = scroller.scrollHeight;
      this.ownScrollTop = scroller.scrollTop;
    } else if (this.anchor) {
      const i = this.index.get(this.anchor.key);
      if (i !== undefined) {
        const target = this.listTop() + anchoredScrollTop(this.offsets, i, this.anchor.delta);
        if (Math.abs(scroller.scrollTop - target) >= 1) {
          scroller.scrollTop = target;
          this.ownScrollTop = scroller.scrollTop;
        }
      }
    }
    this.updateWindow();
  }

  private relayout() {
    this.offsets = prefixOffsets(
      this.keys.map((k, i) => this.heights.get(k) ?? this.estimates[i]!),
    );
    this.restore();
  }

  private listTop() {
    return this.listStart?.offsetTop ?? 0;
  }

  private onResize(entries: ResizeObserverEntry[]) {
    let changed = false;
    for (const entry of entries) {
      const key = (entry.target as HTMLElement).dataset.key;
      if (key === undefined) continue; // the scroller itself: the viewport changed size
      const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
      if (this.heights.get(key) !== height) {
        this.heights.set(key, height);
        changed = true;
      }
    }
    if (changed) this.relayout();
    else this.restore();
  }

  private onScroll() {
    const scroller = this.scroller;
    if (!scroller) return;
    const { scrollTop, clientHeight, scrollHeight } = scroller;
    // Our own correction: heights above may still be estimates, so re-anchoring here would lock
    // in their error; the anchor stays the one the user's last scroll chose.
    if (Math.abs(scrollTop - this.ownScrollTop) < 1) return this.updateWindow();
    this.ownScrollTop = -1;
    this.pinned = isNearBottom(scrollTop, clientHeight, scrollHeight);
    const y = scrollTop - this.listTop();
    const i = indexAt(this.offsets, y);
    const key = this.keys[i];
    this.anchor = key === undefined ? null : { key, delta: y - this.offsets[i]! };
    this.updateWindow();
  }

  private updateWindow() {
    const scroller = this.scroller;
    const top = scroller ? scroller.scrollTop - this.listTop() : 0;
    const height = scroller?.clientHeight ?? 800;
    const { overscan, maxItems } = this.options;
    // Pinned: the window ends at the last item even before the first scroll event.
    const range = this.pinned
      ? visibleRange({
          offsets: this.offsets,
          top: this.offsets.at(-1)! - height,
          height,
          overscan,
          maxItems: maxItems,
        })
      : visibleRange({ offsets: this.offsets, top, height, overscan, maxItems });
    if (this.pinned) range.end = this.keys.length;
    const total = this.offsets.at(-1)!;
    const next = {
      start: range.start,
      end: range.end,
      topPad: this.offsets[range.start]!,
      bottomPad: total - this.offsets[range.end]!,
    };
    const s = this.rendered.getSnapshot();
    if (
      next.start !== s.start ||
      next.end !== s.end ||
      next.topPad !== s.topPad ||
      next.bottomPad !== s.bottomPad
    ) {
      this.rendered.set(next);
    }
    // Pinned, the view is at the end of the list as laid out (estimates included), whatever the
    // DOM holds yet: at open the first rows are not rendered and scrollTop is still 0, which must
    // not read as "at the top" (an older page fetched and merged while the chat opens).
    const viewTop = this.pinned ? total - height : top;
    if (scroller && viewTop < NEAR_TOP_PX && this.keys.length > 0) this.options.onNearTop();
  }
}
