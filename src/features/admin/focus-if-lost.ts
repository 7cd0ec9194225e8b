/**
 * After an action whose button goes away with its result (Resolve, Lift, Hide), focus would
 * fall to the page's body and a keyboard or screen-reader user would start over from the top.
 * Once the change is on screen, the element saying the result takes focus instead (made
 * focusable from script only), unless focus already went somewhere on purpose.
 */
export function focusIfLost(selector: string): void {
  setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const target =
      document.querySelector<HTMLElement>(selector) ??
      document.querySelector<HTMLElement>('main h1');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  }, 0);
}
