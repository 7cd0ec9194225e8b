import { useEffect } from 'react';

export const KEYBOARD_INSET_VAR = '--keyboard-inset';

/** How much of the layout viewport the on-screen keyboard covers (0 where the page resizes). */
export function keyboardInset(
  layoutHeight: number,
  viewport: Pick<VisualViewport, 'height' | 'offsetTop'>,
): number {
  return Math.max(0, Math.round(layoutHeight - viewport.height - viewport.offsetTop));
}

/**
 * While mounted, keeps `--keyboard-inset` on <html> at the height the on-screen keyboard covers.
 * Chromium honours the viewport's `interactive-widget=resizes-content` (the page itself shrinks,
 * the inset stays 0); iOS Safari does not and only shrinks the visual viewport, so a view pinned
 * to the bottom (the chat composer) subtracts the inset to stay above the keyboard.
 */
export function useKeyboardInset(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        root.style.setProperty(
          KEYBOARD_INSET_VAR,
          `${keyboardInset(window.innerHeight, viewport)}px`,
        );
      });
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      root.style.removeProperty(KEYBOARD_INSET_VAR);
    };
  }, []);
}
