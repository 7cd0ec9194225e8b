/**
 * The composer painted by index.html's inline script with the last screen (lib/last-screen):
 * someone may type into it before the app is up. The app's composer takes it over when it first
 * renders — the text, the focus and the caret — so nothing typed is lost. Read while rendering,
 * the painted field is still in the page; it leaves it when React commits, and keeps its value
 * and selection, which the composer reads again then (what was typed in between).
 */
export type PaintedField = {
  element: HTMLTextAreaElement;
  /** Focused when the composer rendered (index.html also marks it `data-focused`). */
  focused: boolean;
};

export function findPaintedField(): PaintedField | null {
  const element = document.querySelector<HTMLTextAreaElement>(
    '#root > [data-last-screen] form textarea',
  );
  return element ? { element, focused: document.activeElement === element } : null;
}

/** Puts what the painted field holds into the app's field; returns its text. */
export function takeOverPaintedField(painted: PaintedField, field: HTMLTextAreaElement): string {
  const { element } = painted;
  field.value = element.value;
  if (painted.focused || 'focused' in element.dataset) {
    field.focus();
    field.setSelectionRange(element.selectionStart, element.selectionEnd);
  }
  return element.value;
}
