import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Chat } from '@contract/chats.ts';
import { namesOf } from '../model';
import { ChatMenu } from './chat-menu';
import { ChatPortraits } from './chat-portraits';

/** Back to the chats, who this is with, and the chat's menu: on a phone it is the only bar. */
export function ConversationHeader({ chat, tools }: { chat: Chat; tools?: ReactNode }) {
  return (
    <header className="flex items-center gap-3 border-b border-line/70 pt-2 pb-3 md:pt-0">
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
      <div className="ml-auto flex shrink-0 items-center gap-1">
        {tools}
        <ChatMenu chat={chat} />
      </div>
    </header>
  );
}
