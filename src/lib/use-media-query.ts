import { useSyncExternalStore } from 'react';

/** md (48rem) and up: the width at which the sidebar replaces the top and bottom bars. */
export const WIDE_SCREEN = '(min-width: 48rem)';

/**
 * Whether a CSS media query matches now, following its changes (a rotated phone, a resize).
 * The server's first paint has no screen: it renders as if the query gave `onServer`, and the
 * page's CSS must then show or hide what that rendered.
 */
export function useMediaQuery(query: string, onServer = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}
