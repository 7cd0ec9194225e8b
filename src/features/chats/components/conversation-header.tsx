import { Link } from '@tanstack/react-router';
import type { Chat } from '@contract/chats.ts';
import { namesOf } from '../model';
import { ChatPortraits } from './chat-portraits';

export function ConversationHeader({ chat }: { chat: Chat }) {
  return (
    <header className="flex items-center gap-3 border-b border-line/70 pb-3">
      <Link
        to="/chat/{-$chatHash}"
        params={{ chatHash: undefined }}
        aria-label="All chats"
        className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-raised hover:text-fg"
      >
        <span aria-hidden="true">←</span>
      </Link>
      <ChatPortraits avatars={chat.avatars} size={44} />
      <div className="min-w-0">
        <h1 className="truncate font-display text-xl font-semibold md:text-2xl">
          {namesOf(chat.avatars)}
        </h1>
        <p className="text-xs text-muted">
          {chat.type === 'GROUP' ? `Group chat · ${chat.avatars.length} Angels` : 'One-to-one chat'}
        </p>
      </div>
    </header>
  );
}
