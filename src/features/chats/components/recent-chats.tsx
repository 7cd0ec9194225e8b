import { Skeleton } from '@/components/ui/skeleton';
import { useChats } from '../api/get-chats';
import { ChatListItem } from './chat-list-item';

/** How many conversations a returning user is offered to continue. */
const RECENT_CHATS_COUNT = 3;

/**
 * The newest few conversations, to continue with one tap (the landing page of a returning
 * user). The same query as the chat list, so both read one cached copy, offline too. A default
 * export: the landing loads it lazily, so a visitor never downloads it.
 */
export default function RecentChats() {
  const chats = useChats();
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
  // What is held (kept from an earlier visit) shows even when refreshing it failed.
  if (chats.data === undefined) {
    return (
      <p className="text-muted">
        Your recent chats could not be loaded; they will be here when you are back online.
      </p>
    );
  }
  if (chats.data.length === 0) {
    // The page's shortcuts lead on: Discover, or a new chat.
    return <p className="text-muted">No conversations yet. Find an Angel who feels right.</p>;
  }
  return (
    <ul aria-label="Recent chats" className="flex flex-col gap-2">
      {chats.data.slice(0, RECENT_CHATS_COUNT).map((chat) => (
        <ChatListItem key={chat.chatHash} chat={chat} />
      ))}
    </ul>
  );
}
