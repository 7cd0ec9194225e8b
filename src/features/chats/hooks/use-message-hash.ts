import { useEffect, useRef, useState } from 'react';
import type { VirtualListControl } from '@/components/virtual-list/virtual-list';

/** Older pages read while looking for a linked message before saying it is not there. */
export const MESSAGE_HASH_MAX_PAGES = 20;
const HIGHLIGHT_MS = 2000;
const HASH = /^#?message-([0-9a-f-]{36})$/i;

type History = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
};

/**
 * `#message-<id>` (a memory's "learned in your chat" link): brings that message into view and
 * makes it glow for a moment. A message older than the loaded pages is looked for page by page
 * (at most MESSAGE_HASH_MAX_PAGES); one that is not found gets a sentence saying so.
 */
export function useMessageHash(
  hash: string,
  ids: readonly string[],
  history: History,
  list: { current: VirtualListControl | null },
): string | undefined {
  const id = HASH.exec(hash)?.[1]?.toLowerCase();
  const [missing, setMissing] = useState<{ id: string; text: string }>();
  const done = useRef<string | undefined>(undefined);
  const pagesRead = useRef(0);
  // The glow outlives later renders (a new message arriving); it is cleared on leaving.
  const unglow = useRef<() => void>(undefined);
  useEffect(() => () => unglow.current?.(), []);
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = history;

  useEffect(() => {
    if (!id || done.current === id) return;
    if (ids.includes(id)) {
      if (!list.current?.scrollToKey(id)) return;
      done.current = id;
      unglow.current?.();
      // The panel whose link led here closes in this same commit and gives focus back to its
      // opener (a reply's mark, lower down), which scrolls the list: come back on the next frame.
      unglow.current = highlight(id, () => list.current?.scrollToKey(id));
      return;
    }
    if (isFetchingNextPage) return;
    if (hasNextPage && !isError && pagesRead.current < MESSAGE_HASH_MAX_PAGES) {
      pagesRead.current += 1;
      void fetchNextPage();
      return;
    }
    done.current = id;
    setMissing({
      id,
      text: isError
        ? 'The linked message could not be loaded. Scroll up to try again.'
        : 'The linked message is no longer in the loaded history.',
    });
  }, [id, ids, hasNextPage, isFetchingNextPage, isError, fetchNextPage, list]);

  return missing && missing.id === id ? missing.text : undefined;
}

/** The row glows once the window has drawn it (the next frame), then fades. */
function highlight(id: string, scrollBack: () => void): () => void {
  let row: Element | null = null;
  const frame = requestAnimationFrame(() => {
    scrollBack();
    row = document.querySelector(`li[data-key="${CSS.escape(id)}"]`);
    row?.setAttribute('data-highlight', '');
  });
  const timer = setTimeout(() => row?.removeAttribute('data-highlight'), HIGHLIGHT_MS);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    row?.removeAttribute('data-highlight');
  };
}
