/** Ids of the creator's fields ('name', 'bio', 'traits', 'look.hairStyle'…), to focus them. */
export const fieldId = (field: string) => `angel-${field.replace('.', '-')}`;

/**
 * Moves focus to a field's control: the field itself, or inside its group the chosen option
 * (else the first that can be used), as arrow keys would.
 */
export function focusField(field: string): boolean {
  const element = document.getElementById(fieldId(field));
  if (!element) return false;
  const control = element.matches('input, textarea')
    ? element
    : (element.querySelector<HTMLElement>('input:checked') ??
      element.querySelector<HTMLElement>('input:not(:disabled), textarea'));
  (control ?? element).focus();
  return true;
}
