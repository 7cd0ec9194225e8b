import { useState } from 'react';
import type { Chat } from '@contract/chats.ts';
import { useOnline } from '@/lib/use-online';
import { ConfirmPanel } from '../components/confirm-panel';
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
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <ConfirmPanel
      explanation="The chat leaves your list with every message in it, the earlier versions too. You can undo it for a moment afterwards."
      alert={online ? refused : NEEDS_CONNECTION}
      confirmLabel="Delete chat"
      disabled={!online}
      confirm={async () => {
        setRefused(null);
        const reason = await remove();
        setRefused(reason);
        return reason === null;
      }}
    />
  );
}
