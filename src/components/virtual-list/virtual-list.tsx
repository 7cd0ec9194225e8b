import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { useStore } from '@/lib/store';
import { VirtualWindow } from './virtual-window';

type VirtualListProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  estimateHeight: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  /** Above the first item, e.g. "loading older messages". */
  header?: ReactNode;
  onNearTop: () => void;
  label: string;
  /** Lets the owner pin the view to the bottom (after the user sends) or bring one item in. */
  controlRef?: Ref<VirtualListControl>;
};

export type VirtualListControl = {
  scrollToBottom: () => void;
  /** False when no item has this key (e.g. not loaded yet). */
  scrollToKey: (key: string) => boolean;
};

const OVERSCAN_PX = 800;
const MAX_ITEMS = 60;

/**
 * A windowed list for long conversations: only the rows near the viewport are in the DOM
 * (bounded by MAX_ITEMS whatever the history's length), with spacers standing in for the rest.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  const { items, getKey, estimateHeight, renderItem, header, onNearTop, label, controlRef } = props;
  const [engine] = useState(
    () => new VirtualWindow({ overscan: OVERSCAN_PX, maxItems: MAX_ITEMS, onNearTop }),
  );
  const scroller = useRef<HTMLDivElement>(null);
  const listStart = useRef<HTMLOListElement>(null);
  const win = useStore(engine);

  useEffect(() => engine.setOptions({ overscan: OVERSCAN_PX, maxItems: MAX_ITEMS, onNearTop }));
  useLayoutEffect(() => engine.attach(scroller.current!, listStart.current!), [engine]);
  useLayoutEffect(() => {
    engine.setItems(items.map(getKey), (i) => estimateHeight(items[i]!));
  }, [engine, items, getKey, estimateHeight]);
  // After each window change the DOM holds other rows: put the view back where it belongs.
  useLayoutEffect(() => engine.restore(), [engine, win]);
  // One callback for every row, so React attaches it once per row: an inline one would detach
  // and re-observe each rendered row at every render, and every re-observed row sends the
  // observer's callback (relayout, restore: a forced layout) again.
  const observeRow = useCallback(
    (element: HTMLLIElement | null) => (element ? engine.observe(element) : undefined),
    [engine],
  );
  useImperativeHandle(
    controlRef,
    () => ({
      scrollToBottom: () => engine.scrollToBottom(),
      scrollToKey: (key) => engine.scrollToKey(key),
    }),
    [engine],
  );

  const end = Math.min(win.end, items.length);
  const rows = items.slice(Math.min(win.start, end), end);
  return (
    <div
      ref={scroller}
      tabIndex={0}
      aria-label={label}
      role="region"
      className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-1 [overflow-anchor:none]"
    >
      {header}
      <ol
        ref={listStart}
        aria-label={label}
        className="flex flex-col"
        style={{ paddingTop: win.topPad, paddingBottom: win.bottomPad }}
      >
        {rows.map((item, i) => {
          const key = getKey(item);
          return (
            <li
              key={key}
              data-key={key}
              aria-posinset={win.start + i + 1}
              aria-setsize={items.length}
              ref={observeRow}
              // A message a link points at glows for a moment (none with reduced motion's fade).
              className="rounded-2xl py-1.5 transition-colors duration-700 data-[highlight]:bg-accent/15 motion-reduce:transition-none"
            >
              {renderItem(item)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
