import { useState } from 'react';
import type { Chat } from '@contract/chats.ts';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/use-online';
import { closeSetAsideDialog } from '../set-aside/dialog-store';
import { NEEDS_CONNECTION } from './delete-chat-model';
import { useDeleteChat } from './use-delete-chat';

/**
 * "Delete this chat?": the chat and all its messages go, with an Undo for a moment after. The
 * Modal around it closes on Esc and gives focus back to the chat menu's button. Offline it says
 * so instead: nothing is deleted, nothing queued.
 */
export function DeleteChatConfirm({ chat }: { chat: Pick<Chat, 'chatHash' | 'type'> }) {
  const remove = useDeleteChat(chat);
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg">
        The chat leaves your list with every message in it, the earlier versions too. You can undo
        it for a moment afterwards.
      </p>
      {(!online || refused) && (
        <p role="alert" className="text-sm text-danger">
          {online ? refused : NEEDS_CONNECTION}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={closeSetAsideDialog}>
          Cancel
        </Button>
        <Button
          disabled={busy || !online}
          onClick={() => {
            setBusy(true);
            setRefused(null);
            void remove().then((reason) => {
              setBusy(false);
              if (reason === null) closeSetAsideDialog();
              else setRefused(reason);
            });
          }}
        >
          Delete chat
        </Button>
      </div>
    </div>
  );
}
