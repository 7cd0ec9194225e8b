import { useId, useState } from 'react';
import type { ConversationRow } from '../model';
import { messageActions } from '../set-aside/set-aside-model';
import { useSetAside } from '../set-aside/use-set-aside';
import { usePopupMenu } from '../hooks/use-popup-menu';

const item =
  'flex min-h-11 w-full items-center rounded-xl px-3 text-left text-sm font-medium text-fg hover:bg-raised focus-visible:bg-raised';

/**
 * A message's own menu: "Go back to here" (what follows is set aside, with an Undo) and
 * Delete (undoable for a moment). A button, not a hover, so a phone reaches it as a mouse does;
 * Escape or a click outside closes it and focus returns to the button.
 */
export function MessageMenu({ row, about }: { row: ConversationRow; about: string }) {
  const id = useId();
  const { open, setOpen, root, toggle } = usePopupMenu();
  const [busy, setBusy] = useState(false);
  const setAside = useSetAside(row.message.chatHash);
  const actions = messageActions(row);
  if (actions.length === 0) return null;
  const act = (run: () => Promise<boolean>) => {
    setOpen(false);
    toggle.current?.focus();
    setBusy(true);
    void run().finally(() => setBusy(false));
  };
  return (
    <div ref={root} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-label={`More for ${about}`}
        aria-expanded={open}
        aria-controls={id}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => setOpen((value) => !value)}
        className="grid size-11 place-items-center rounded-full text-lg text-muted hover:bg-raised hover:text-fg"
      >
        <span aria-hidden="true">⋯</span>
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute bottom-12 left-0 z-40 flex w-52 flex-col gap-1 rounded-2xl border border-line bg-surface p-2 shadow-lg"
      >
        {actions.includes('rewind') && (
          <li>
            <button
              type="button"
              className={item}
              onClick={() => act(() => setAside.rewind(row.message.id))}
            >
              Go back to here
            </button>
          </li>
        )}
        {actions.includes('delete') && (
          <li>
            <button
              type="button"
              className={`${item} text-danger`}
              onClick={() => act(() => setAside.remove(row.message.id))}
            >
              Delete message
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
