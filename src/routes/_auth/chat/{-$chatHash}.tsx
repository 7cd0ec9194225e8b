import { Link, createFileRoute, redirect, type SearchSchemaInput } from '@tanstack/react-router';
import { NotFoundView } from '@/components/errors/not-found-view';
import { buttonClasses } from '@/components/ui/button';
import { useChat } from '@/features/chats/api/get-chat';
import { ChatList } from '@/features/chats/components/chat-list';
import { Conversation } from '@/features/chats/components/conversation';
import { ConversationSkeleton } from '@/features/chats/components/conversation-skeleton';
import { replyStore } from '@/features/chats/stream/reply-store';
import { useCallback } from 'react';
import type { Message } from '@contract/chats.ts';
import { MemoryMark } from '@/features/memory/components/memory-mark';
import { LazyMemoryPanel } from '@/features/memory/components/memory-panel-lazy';
import { useConversationVoice } from '@/features/voice/hooks/use-conversation-voice';
import { LazyWritesFirstDialog } from '@/features/proactive/components/writes-first-dialog-lazy';

/**
 * `?with=<avatarId>`: open (or create) the one-to-one chat with that Angel, then go there.
 * `?memory=<avatarId>`: the conversation with "What {Angel} remembers" open over it.
 * `?writesFirst=true`: the conversation with "{Angel} writes first" open over it.
 */
type ChatSearch = { with?: number; memory?: number; writesFirst?: true };

export const Route = createFileRoute('/_auth/chat/{-$chatHash}')({
  validateSearch: (raw: ChatSearch & SearchSchemaInput): ChatSearch => {
    const whole = (value: unknown) => {
      const id = Number(value);
      return Number.isInteger(id) && id > 0 ? id : undefined;
    };
    const { with: withId, memory, writesFirst } = raw as Record<string, unknown>;
    return {
      ...(whole(withId) ? { with: whole(withId) } : {}),
      ...(whole(memory) ? { memory: whole(memory) } : {}),
      ...(writesFirst === true || writesFirst === 'true' ? { writesFirst: true as const } : {}),
    };
  },
  // The auth layout's guard has run: the user is logged in. A hover preload never creates.
  beforeLoad: async ({ search, preload }) => {
    if (search.with === undefined || preload) return;
    // Loaded on demand: this hook sits in the route tree, which is part of the entry chunk.
    const [{ createChat }, { chatPath }] = await Promise.all([
      import('@/features/chats/api/create-chat'),
      import('@/features/chats/model'),
    ]);
    const chat = await createChat({ avatarIds: [search.with] });
    throw redirect({ ...chatPath(chat), replace: true });
  },
  loader: async ({ context: { queryClient }, params: { chatHash } }) => {
    if (!chatHash) return;
    const { loadChat } = await import('@/features/chats/api/load-chat');
    await loadChat(queryClient, chatHash, 'ONE');
  },
  pendingComponent: ConversationSkeleton,
  notFoundComponent: () => (
    <NotFoundView title="Chat not found" message="This chat is not here, or the link is broken." />
  ),
  component: ChatRoute,
});

function ChatConversation({ chatHash }: { chatHash: string }) {
  const chat = useChat(chatHash);
  const { memory, writesFirst } = Route.useSearch();
  const navigate = Route.useNavigate();
  const angel = chat.avatars.find((a) => a.id === memory);
  const [only] = chat.avatars;
  const { avatars } = chat;
  const voice = useConversationVoice(chatHash, avatars, replyStore.onReplyFinished);
  const { readAloud } = voice;
  // Under a reply, Read aloud and the mark of a memory it used: their features draw them, the
  // route places them.
  const replyExtra = useCallback(
    (message: Message) => (
      <>
        {readAloud(message)}
        <MemoryMark
          chatHash={message.chatHash}
          messageId={message.id}
          createdAt={message.createdAt}
          name={avatars.find((a) => a.id === message.avatarId)?.name ?? 'Angel'}
          onOpenMemory={() =>
            void navigate({ search: { memory: message.avatarId ?? undefined }, replace: true })
          }
        />
      </>
    ),
    [avatars, navigate, readAloud],
  );
  return (
    <>
      <Conversation
        key={chatHash}
        chat={chat}
        replyExtra={replyExtra}
        tools={voice.tools}
        composerTool={voice.dictation}
      />
      {angel && (
        <LazyMemoryPanel
          avatarId={angel.id}
          name={angel.name}
          onClose={() => void navigate({ search: {}, replace: true })}
        />
      )}
      {writesFirst && chat.type === 'ONE' && only && (
        <LazyWritesFirstDialog
          chatHash={chatHash}
          name={only.name}
          onClose={() => void navigate({ search: {}, replace: true })}
        />
      )}
    </>
  );
}

/**
 * Without a chat: the user's conversations (where the menu's Chats leads), newest first, with
 * one tap to the chat type selection (the empty child of /chats) or straight to a group.
 */
function ChatRoute() {
  const { chatHash } = Route.useParams();
  if (chatHash) return <ChatConversation chatHash={chatHash} />;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-4xl font-semibold">Chats</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/chats" search={{ mode: 'group' }} className={buttonClasses('secondary')}>
            New group
          </Link>
          <Link to="/chats" search={{}} className={buttonClasses('primary')}>
            New chat
          </Link>
        </div>
      </header>
      <ChatList title="Your conversations" />
    </section>
  );
}
