import type { ReactNode } from 'react';

/**
 * A page's main action kept in reach while the page scrolls. On phones it is a bar resting on
 * the bottom bar, with its own background so it never floats over the content beneath; from md
 * up (no bottom bar) it rests on the window's bottom edge. Sticky, not fixed: at the end of the
 * page it settles into its place in the flow, so it never covers the last of the content.
 * Keep it the last child of the block it belongs to: it sticks only while that block is in view.
 */
export function StickyActionBar({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`sticky bottom-(--bottom-bar-height) z-20 -mx-4 flex items-center gap-3 border-t border-line/70 bg-canvas/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:bottom-0 md:mx-0 md:rounded-t-2xl md:px-4 ${className}`}
    >
      {children}
    </div>
  );
}
