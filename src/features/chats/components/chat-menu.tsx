import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Chat } from '@contract/chats.ts';
import { openReport } from '../report/report-store';
import { openSetAsideDialog } from '../set-aside/dialog-store';
import { ReportDialog } from './report-dialog';
import { SetAsideDialogs } from './set-aside-dialogs';
import { usePopupMenu } from '../hooks/use-popup-menu';

const menuLabels = {
  branches: 'Earlier versions',
  clear: 'Clear chat',
  delete: 'Delete chat',
} as const;

const item =
  'flex min-h-11 items-center rounded-xl px-3 text-sm font-medium text-fg hover:bg-raised';

/**
 * The conversation's own menu (on a phone it stands in for the app's bars): the Angel's
 * profile, what it remembers, whether it writes first (a one-to-one chat), a new chat or group, all chats, earlier versions, clear, delete and Report chat. A disclosure: Escape or a click
 * outside closes it. It also holds the conversation's report dialog (for a reply's Report too),
 * since the header stays mounted for as long as the conversation is open.
 */
export function ChatMenu({ chat }: { chat: Chat }) {
  const id = useId();
  const { open, setOpen, root, toggle } = usePopupMenu();
  const [angel] = chat.avatars;
  const close = () => setOpen(false);
  return (
    <div ref={root} className="relative ml-auto">
      <button
        ref={toggle}
        type="button"
        aria-label="Chat options"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="grid size-11 place-items-center rounded-full text-xl text-muted hover:bg-raised hover:text-fg"
      >
        <span aria-hidden="true">⋮</span>
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute top-12 right-0 z-40 flex w-56 flex-col gap-1 rounded-2xl border border-line bg-surface p-2 shadow-lg"
      >
        {chat.type === 'ONE' && angel && (
          <li>
            <Link
              to="/discover/$id"
              params={{ id: String(angel.id) }}
              className={item}
              onClick={close}
            >
              {angel.name}'s profile
            </Link>
          </li>
        )}
        {chat.avatars.map((avatar) => (
          <li key={avatar.id}>
            <Link
              to="/chat/{-$chatHash}"
              params={{ chatHash: chat.chatHash }}
              search={{ memory: avatar.id }}
              className={item}
              onClick={close}
            >
              What {avatar.name.split(' ')[0]} remembers
            </Link>
          </li>
        ))}
        {chat.type === 'ONE' && angel && (
          <li>
            <Link
              to="/chat/{-$chatHash}"
              params={{ chatHash: chat.chatHash }}
              search={{ writesFirst: true }}
              className={item}
              onClick={close}
            >
              {angel.name.split(' ')[0]} writes first…
            </Link>
          </li>
        )}
        <li>
          <Link to="/chats" search={{ mode: 'one' }} className={item} onClick={close}>
            New chat
          </Link>
        </li>
        <li>
          <Link to="/chats" search={{ mode: 'group' }} className={item} onClick={close}>
            New group
          </Link>
        </li>
        <li>
          <Link to="/chat" className={item} onClick={close}>
            All chats
          </Link>
        </li>
        {(['branches', 'clear', 'delete'] as const).map((kind) => (
          <li key={kind}>
            <button
              type="button"
              className={`${item} w-full text-left`}
              onClick={() => {
                close();
                toggle.current?.focus();
                openSetAsideDialog({ chatHash: chat.chatHash, kind });
              }}
            >
              {menuLabels[kind]}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${item} w-full text-left`}
            onClick={() => {
              close();
              // The item is about to be hidden: the dialog gives focus back to the menu button.
              toggle.current?.focus();
              openReport({ chatHash: chat.chatHash, about: 'this chat' });
            }}
          >
            Report chat
          </button>
        </li>
      </ul>
      <ReportDialog chatHash={chat.chatHash} />
      <SetAsideDialogs chatHash={chat.chatHash} type={chat.type} />
    </div>
  );
}
