import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@contract/chats.ts';
import type { SteerResult } from '@contract/steering.ts';
import { sessionStore } from '@/lib/auth/session-store';
import { flipped } from '../alternatives';
import { patchHistory } from '../api/message-cache';
import { continueReply, editMessage } from '../api/steering';
import { enqueueAction } from '../outbox/outbox-runner';
import { followReplies, isOpenReply } from '../stream/reply-follower';

/**
 * Steering a conversation from the client. Choosing a version is instant and works offline:
 * the cached message shows it at once and the choice waits in the outbox (in order with the
 * messages) until the server has it. Edit and continue ask the server, then follow the replies
 * they started.
 */
export function useSteering(chatHash: string) {
  const queryClient = useQueryClient();
  const apply = ({ message, replies, balance }: SteerResult) => {
    sessionStore.mergeUser({ tokens: balance });
    const others = replies.filter((reply) => reply.id !== message.id);
    patchHistory(queryClient, chatHash, [message, ...others]);
    followReplies(queryClient, [message, ...others].filter(isOpenReply));
  };
  const choose = (message: Message, index: number) => {
    const next = flipped(message, index);
    if (!next) return;
    patchHistory(queryClient, chatHash, [next]);
    void enqueueAction({
      id: crypto.randomUUID(),
      chatHash,
      text: '',
      createdAt: new Date().toISOString(),
      state: 'queued',
      action: { type: 'choose', messageId: message.id, alternative: index },
    }).catch(() => undefined); // signed out meanwhile: nothing of theirs to change
  };
  const edit = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => editMessage(chatHash, id, text),
    onSuccess: apply,
  });
  const goOn = useMutation({
    mutationFn: (id: string) => continueReply(chatHash, id),
    onSuccess: apply,
  });
  return { choose, edit, goOn };
}
