import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onEnter` whenever the element scrolls within `rootMargin` of the viewport. Used for
 * infinite lists; a visible "Load more" button remains the fallback without IntersectionObserver.
 */
export function useInView<T extends Element>(
  onEnter: () => void,
  /** Change it (e.g. the page count) to re-check: a sentinel still in view fires no new entry. */
  recheckKey: unknown,
  rootMargin = '600px 0px',
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const callback = useRef(onEnter);
  useEffect(() => {
    callback.current = onEnter;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin, recheckKey]);
  return ref;
}
