import { useEffect, useRef, useState } from 'react';

/**
 * A menu that opens from a button: Esc closes it and gives focus back to the button (focus was
 * on an item about to be hidden, so it returns there rather than to the page), and a press
 * anywhere outside `root` closes it.
 */
export function usePopupMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        toggle.current?.focus();
      } else if (!root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);
  return { open, setOpen, root, toggle };
}
