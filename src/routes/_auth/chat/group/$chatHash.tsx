import { createFileRoute } from '@tanstack/react-router';
import { NotFoundView } from '@/components/errors/not-found-view';
import { useChat } from '@/features/chats/api/get-chat';
import { Conversation } from '@/features/chats/components/conversation';
import { ConversationSkeleton } from '@/features/chats/components/conversation-skeleton';
import { replyStore } from '@/features/chats/stream/reply-store';
import { useConversationVoice } from '@/features/voice/hooks/use-conversation-voice';

export const Route = createFileRoute('/_auth/chat/group/$chatHash')({
  loader: async ({ context: { queryClient }, params: { chatHash } }) => {
    const { loadChat } = await import('@/features/chats/api/load-chat');
    await loadChat(queryClient, chatHash, 'GROUP');
  },
  pendingComponent: ConversationSkeleton,
  notFoundComponent: () => (
    <NotFoundView title="Chat not found" message="This chat is not here, or the link is broken." />
  ),
  component: GroupChatRoute,
});

function GroupChatRoute() {
  const { chatHash } = Route.useParams();
  const chat = useChat(chatHash);
  // Each Angel of the group reads its replies in its own voice.
  const voice = useConversationVoice(chatHash, chat.avatars, replyStore.onReplyFinished);
  return (
    <Conversation
      key={chatHash}
      chat={chat}
      replyExtra={voice.readAloud}
      tools={voice.tools}
      composerTool={voice.dictation}
    />
  );
}
