import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@contract/chats.ts';
import { flipped } from '../alternatives';
import { patchHistory } from '../api/message-cache';
import { showSteered } from '../api/show-steered';
import { continueReply } from '../api/steering';
import { enqueueAction } from '../outbox/outbox-runner';
import type { OutboxAction } from '../outbox/outbox-model';

/**
 * Steering a conversation from the client. Choosing a version and editing are instant and work
 * offline: the message shows the change at once and it waits in the outbox (in order with the
 * messages, an edit marked as waiting) until the server has it. Continue asks the server, then
 * follows the reply.
 */
export function useSteering(chatHash: string) {
  const queryClient = useQueryClient();
  const queue = (action: OutboxAction) =>
    void enqueueAction({
      id: crypto.randomUUID(),
      chatHash,
      text: '',
      createdAt: new Date().toISOString(),
      state: 'queued',
      action,
    }).catch(() => undefined); // signed out meanwhile: nothing of theirs to change
  const choose = (message: Message, index: number) => {
    const next = flipped(message, index);
    if (!next) return;
    patchHistory(queryClient, chatHash, [next]);
    queue({ type: 'choose', messageId: message.id, alternative: index });
  };
  /** New words for the message: shown at once (outbox/pending-edits.ts), applied once. */
  const edit = (message: Message, text: string) =>
    queue({ type: 'edit', messageId: message.id, text });
  const goOn = useMutation({
    mutationFn: (id: string) => continueReply(chatHash, id),
    onSuccess: (result) => showSteered(queryClient, chatHash, result),
  });
  return { choose, edit, goOn };
}
