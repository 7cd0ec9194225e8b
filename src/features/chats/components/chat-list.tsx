import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { ListEnd } from '@/components/ui/list-end';
import { Skeleton } from '@/components/ui/skeleton';
import { useOnline } from '@/lib/use-online';
import { keepFirstChatsPage, useChats } from '../api/get-chats';
import { ChatListItem } from './chat-list-item';

/**
 * The user's chats, newest activity first, a page at a time as the list is scrolled, with an
 * empty state that leads to a first chat.
 */
export function ChatList({ title = 'Chats' }: { title?: string }) {
  const chats = useChats();
  const online = useOnline();
  const queryClient = useQueryClient();
  // Leaving the list keeps only its first page: the next visit starts there, and a refresh
  // does not read every page scrolled to.
  useEffect(() => () => keepFirstChatsPage(queryClient), [queryClient]);
  if (chats.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  // What is held (kept from an earlier visit, offline too) shows even when refreshing it failed.
  if (chats.data === undefined) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-muted">
          {online
            ? 'We could not load your chats.'
            : 'Offline: your chats load when you are back online.'}
        </p>
        {online && <Button onClick={() => void chats.refetch()}>Retry</Button>}
      </div>
    );
  }
  if (chats.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-line p-10 text-center">
        <p className="font-display text-xl font-semibold">No conversations yet.</p>
        <p className="text-muted">Pick an Angel to talk to, or gather a few in a group.</p>
        <Link to="/chats" search={{}} className={buttonClasses('primary')}>
          Start a chat
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul aria-label={title} className="flex flex-col gap-1">
        {chats.data.map((chat) => (
          <ChatListItem key={chat.chatHash} chat={chat} />
        ))}
      </ul>
      <ListEnd
        fetched
        fetching={chats.isFetchingNextPage}
        error={chats.isFetchNextPageError}
        more={chats.hasNextPage}
        loadMore={() => void chats.fetchNextPage()}
        retry={() => void chats.fetchNextPage()}
        what={{ more: 'more chats', first: 'your chats' }}
        end={null}
        pageKey={chats.data.length}
      />
    </>
  );
}
