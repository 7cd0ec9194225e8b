import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ChatType } from '@contract/chats.ts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { branchesKey, getBranches } from '../api/set-aside';
import { ConfirmPanel } from './confirm-panel';
import { DeleteChatConfirm } from '../delete-chat/delete-chat-dialog';
import { useLeaveDeletedChat } from '../delete-chat/use-leave-deleted-chat';
import { shortTime } from '../model';
import {
  closeSetAsideDialog,
  useSetAsideDialog,
  type SetAsideDialog,
} from '../set-aside/dialog-store';
import { closeUndoOffers, dismissUndo, useUndoOffers } from '../set-aside/undo-notices';
import { useSetAside } from '../set-aside/use-set-aside';

/** The versions of the chat a rewind set aside, newest first, each with "Return to this". */
function Branches({ chatHash }: { chatHash: string }) {
  const branches = useQuery({
    queryKey: branchesKey(chatHash),
    queryFn: () => getBranches(chatHash),
  });
  const { restore } = useSetAside(chatHash);
  const [busy, setBusy] = useState(false);
  if (branches.isPending) return <p className="text-sm text-muted">Loading…</p>;
  if (branches.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {branches.error.message}
      </p>
    );
  }
  const items = branches.data.items;
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted">
        Nothing set aside. When you go back to an earlier message, what followed waits here.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Earlier versions">
      {items.map((branch) => (
        <li key={branch.id} className="flex flex-col gap-2 rounded-2xl border border-line p-3">
          <p className="text-xs text-muted">
            Set aside at {shortTime(branch.createdAt)} · {branch.count}{' '}
            {branch.count === 1 ? 'message' : 'messages'}
          </p>
          <p className="line-clamp-2 text-sm break-words text-fg">
            {branch.preview || '(removed by moderation)'}
          </p>
          <Button
            variant="secondary"
            className="min-h-11 self-start px-3 text-sm"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void restore(branch.id).then((done) => {
                setBusy(false);
                if (done) closeSetAsideDialog();
              });
            }}
          >
            Return to this version
          </Button>
        </li>
      ))}
    </ul>
  );
}

function ClearChat({ chatHash }: { chatHash: string }) {
  const { clear } = useSetAside(chatHash);
  return (
    <ConfirmPanel
      explanation="Every message of this chat goes, the earlier versions too. You can undo it while the chat stays open."
      confirmLabel="Clear chat"
      // Closes either way: a refusal is said in a toast.
      confirm={() => clear().then(() => true)}
    />
  );
}

/**
 * A rewind's (or a clear's) Undo, for as long as the chat is open: under the chat's header,
 * the newest first, each closable. Not a toast: one that stayed would cover the chat menu.
 */
function UndoBanners({ chatHash }: { chatHash: string }) {
  const offers = useUndoOffers(chatHash);
  if (offers.length === 0) return null;
  return (
    <ul className="absolute top-12 right-0 z-30 flex w-80 max-w-[calc(100vw-1.5rem)] flex-col gap-2">
      {offers.map((offer) => (
        <li
          key={offer.id}
          role="status"
          className="flex items-start gap-2 rounded-2xl border border-line bg-surface p-3 text-sm text-fg shadow-lg"
        >
          <p className="flex-1 py-1">{offer.summary}</p>
          <Button
            variant="secondary"
            className="min-h-11 shrink-0 px-3 text-sm"
            onClick={() => {
              dismissUndo(offer.id);
              offer.undo();
            }}
          >
            Undo
          </Button>
          <button
            type="button"
            aria-label="Close"
            onClick={() => dismissUndo(offer.id)}
            className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-raised hover:text-fg"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

const titles: Record<SetAsideDialog['kind'], string> = {
  branches: 'Earlier versions',
  clear: 'Clear this chat?',
  delete: 'Delete this chat?',
};

/**
 * The chat menu's Earlier versions, Clear chat and Delete chat dialogs (Esc closes, focus
 * returns to the menu button). A chat deleted elsewhere closes the conversation. Mounted with the chat menu, which lives as long as the conversation: when the
 * conversation closes, its dialogs and its undo offers go with it.
 */
export function SetAsideDialogs({ chatHash, type }: { chatHash: string; type: ChatType }) {
  const dialog = useSetAsideDialog();
  useLeaveDeletedChat(chatHash);
  const open = dialog !== null && dialog.chatHash === chatHash;
  useEffect(
    () => () => {
      closeSetAsideDialog();
      closeUndoOffers(chatHash);
    },
    [chatHash],
  );
  return (
    <>
      <UndoBanners chatHash={chatHash} />
      <Modal open={open} onClose={closeSetAsideDialog} title={open ? titles[dialog.kind] : ''}>
        {open && dialog.kind === 'branches' && <Branches chatHash={chatHash} />}
        {open && dialog.kind === 'clear' && <ClearChat chatHash={chatHash} />}
        {open && dialog.kind === 'delete' && <DeleteChatConfirm chat={{ chatHash, type }} />}
      </Modal>
    </>
  );
}
