import { Link } from '@tanstack/react-router';
import type { ChatSummary } from '@contract/chats.ts';
import { chatPath, namesOf, shortTime } from '../model';
import { ChatPortraits } from './chat-portraits';

/** One conversation in a list: portraits, names, the last message, its time and unread. */
export function ChatListItem({ chat }: { chat: ChatSummary }) {
  const last = chat.lastMessage;
  const preview = last
    ? `${last.avatarId === null ? 'You: ' : ''}${last.removed ? 'Removed by moderation' : last.text || (last.status === 'FAILED' ? 'Reply failed' : '…')}`
    : 'No messages yet';
  return (
    <li>
      <Link
        {...chatPath(chat)}
        className="flex min-h-16 items-center gap-3 rounded-2xl px-3 py-2 hover:bg-raised"
      >
        <ChatPortraits avatars={chat.avatars} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline gap-2">
            <span className={`truncate ${chat.unread ? 'font-bold' : 'font-semibold'}`}>
              {namesOf(chat.avatars)}
            </span>
            <span className="ml-auto shrink-0 text-xs text-muted">
              {shortTime(last?.createdAt ?? chat.updatedAt)}
            </span>
          </span>
          <span className={`truncate text-sm ${chat.unread ? 'text-fg' : 'text-muted'}`}>
            {preview}
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
