/**
 * The server's first paint in the page (src/first-paint/render-first-paint.tsx): the element
 * wrapping it in #root carries this attribute until the app replaces it.
 */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** Whether the page arrived with a first paint from the server (a network load of a landing page). */
export function hasFirstPaint(): boolean {
  return document.querySelector(`#root > [${FIRST_PAINT_ATTRIBUTE}]`) !== null;
}
