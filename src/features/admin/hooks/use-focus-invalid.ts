import { useCallback, useEffect, useRef } from 'react';

/**
 * After a submit, focus moves to the first field the checks refused, so its error (tied to it
 * with aria-describedby) is read out and the agent is where the fix goes. `arm` on submit; the
 * next render does the rest, and does nothing when every field passed.
 */
export function useFocusInvalid() {
  const form = useRef<HTMLFormElement>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (!armed.current) return;
    armed.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  const arm = useCallback(() => {
    armed.current = true;
  }, []);
  return [form, arm] as const;
}
