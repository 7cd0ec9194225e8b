/**
 * The server's first paint in the page (src/first-paint/render-first-paint.tsx): the element
 * wrapping it in #root carries this attribute until the app replaces it.
 */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/**
 * Whether the page arrived with a first paint: the server's (a network load of a landing page),
 * or the last screen painted by index.html's inline script (lib/last-screen, `data-last-screen`).
 * Either way the app's first frame must be the whole page.
 */
export function hasFirstPaint(): boolean {
  return (
    document.querySelector(`#root>[${FIRST_PAINT_ATTRIBUTE}],#root>[data-last-screen]`) !== null
  );
}
