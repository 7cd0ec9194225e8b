import { Link } from '@tanstack/react-router';
import type { ChatSummary } from '@contract/chats.ts';
import { Skeleton } from '@/components/ui/skeleton';
import { RECENT_CHATS_COUNT, useRecentChats } from '../api/get-recent-chats';

function chatLink(chat: ChatSummary) {
  return chat.type === 'GROUP'
    ? ({ to: '/chat/group/$chatHash', params: { chatHash: chat.chatHash } } as const)
    : ({ to: '/chat/{-$chatHash}', params: { chatHash: chat.chatHash } } as const);
}

function names(chat: ChatSummary): string {
  const all = chat.avatars.map((avatar) => avatar.name);
  return all.length <= 1 ? all.join('') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
}

function preview(chat: ChatSummary): string {
  const last = chat.lastMessage;
  if (!last) return 'No messages yet';
  return `${last.avatarId === null ? 'You: ' : ''}${last.text || '…'}`;
}

function RecentChat({ chat }: { chat: ChatSummary }) {
  const portraits = chat.avatars.slice(0, 3);
  return (
    <li>
      <Link
        {...chatLink(chat)}
        className="flex min-h-16 items-center gap-3 rounded-2xl border border-line/70 bg-canvas/40 px-3 py-2 hover:border-accent/60"
      >
        <span aria-hidden="true" className="flex shrink-0 -space-x-3">
          {portraits.map((avatar) => (
            <img
              key={avatar.id}
              src={avatar.imageUrl}
              alt=""
              width="44"
              height="44"
              decoding="async"
              className="size-11 rounded-full border-2 border-surface bg-raised object-cover object-top"
            />
          ))}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className={`truncate ${chat.unread ? 'font-bold' : 'font-semibold'}`}>
            {names(chat)}
          </span>
          <span className={`truncate text-sm ${chat.unread ? 'text-fg' : 'text-muted'}`}>
            {preview(chat)}
          </span>
        </span>
        {chat.unread && (
          <span className="size-2.5 shrink-0 rounded-full bg-accent">
            <span className="sr-only">Unread</span>
          </span>
        )}
      </Link>
    </li>
  );
}

/** The newest few conversations, to continue with one tap. */
export function RecentChats() {
  const chats = useRecentChats();
  if (chats.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only" role="status">
          Loading your chats
        </span>
        {Array.from({ length: RECENT_CHATS_COUNT }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (chats.isError) {
    return (
      <p className="text-muted">
        Your recent chats could not be loaded; they will be here when you are back online.
      </p>
    );
  }
  if (chats.data.length === 0) {
    // The page's shortcuts below lead on: Discover, or a new chat.
    return <p className="text-muted">No conversations yet. Find an Angel who feels right.</p>;
  }
  return (
    <ul aria-label="Recent chats" className="flex flex-col gap-2">
      {chats.data.map((chat) => (
        <RecentChat key={chat.chatHash} chat={chat} />
      ))}
    </ul>
  );
}
