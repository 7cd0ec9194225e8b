import { useEffect, useId, useRef, type ReactNode } from 'react';

type ModalProps = {
  open: boolean;
  /** Called when the user asks to close (Esc, close button, backdrop); the parent owns `open`. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Modals close on Esc or their close button unless this is false (welcome, suspension, age). */
  closable?: boolean;
  /** Extra classes for the panel, e.g. a drawer placement. */
  className?: string;
};

/**
 * Native <dialog> opened with showModal(): the browser gives us the focus trap, the inert
 * background and the top layer, so none of that is re-implemented here.
 */
export function Modal({ open, onClose, title, children, closable = true, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      // Browsers differ in restoring focus after close(); do it explicitly for keyboard users.
      const target = opener.current;
      opener.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // showModal() needs a browser: the server's first paint shows an open modal by this.
      data-state={open ? 'open' : 'closed'}
      onCancel={(event) => {
        // Esc: the browser would close the dialog itself; we let the parent decide instead.
        event.preventDefault();
        if (closable) onClose();
      }}
      onKeyDown={(event) => {
        // Chrome ignores preventDefault on a repeated `cancel` without user activation;
        // stopping the key itself keeps non-closable modals open.
        if (event.key === 'Escape' && !closable) event.preventDefault();
      }}
      onClose={() => {
        // A close we did not ask for (e.g. a browser close request): keep state in sync.
        if (open && ref.current && !closable) ref.current.showModal();
        else if (open) onClose();
      }}
      onClick={(event) => {
        // Only the backdrop hits the <dialog> element itself; the panel fills its box.
        if (closable && event.target === event.currentTarget) onClose();
      }}
      className={`modal m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-visible rounded-3xl border border-line bg-surface p-0 text-fg shadow-2xl shadow-black/50 backdrop:bg-black/70 ${className ?? ''}`}
    >
      {open && (
        <div className="flex max-h-[inherit] flex-col overflow-y-auto p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-display text-2xl font-semibold text-fg">
              {title}
            </h2>
            {closable && (
              <button
                type="button"
                aria-label="Close"
                onClick={onClose}
                className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-raised hover:text-fg"
              >
                <span aria-hidden="true">✕</span>
              </button>
            )}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
