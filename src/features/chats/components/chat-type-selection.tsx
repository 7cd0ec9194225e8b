import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { GROUP_MAX_AVATARS, GROUP_MIN_AVATARS } from '@contract/constants.ts';
import { Button, buttonClasses } from '@/components/ui/button';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';
import { FormAlert } from '@/components/ui/text-field';
import { useCreateChat } from '../api/create-chat';
import { chatPath } from '../model';
import { AvatarPicker } from './avatar-picker';

export type ChatMode = 'one' | 'group';

const option =
  'flex min-h-24 flex-1 flex-col gap-1 rounded-3xl border border-line bg-surface p-5 text-left hover:border-accent/60 aria-[current=true]:border-accent aria-[current=true]:bg-accent/10';

function GroupCreation() {
  const [selected, setSelected] = useState<number[]>([]);
  const create = useCreateChat();
  const navigate = useNavigate();
  const ready = selected.length >= GROUP_MIN_AVATARS && selected.length <= GROUP_MAX_AVATARS;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted" aria-live="polite">
        Pick {GROUP_MIN_AVATARS} to {GROUP_MAX_AVATARS} Angels · {selected.length} chosen
      </p>
      <AvatarPicker
        multiple
        max={GROUP_MAX_AVATARS}
        selected={selected}
        onToggle={(avatar) =>
          setSelected((ids) =>
            ids.includes(avatar.id) ? ids.filter((id) => id !== avatar.id) : [...ids, avatar.id],
          )
        }
      />
      <FormAlert message={create.error?.message} />
      <StickyActionBar>
        <Button
          disabled={!ready || create.isPending}
          onClick={() =>
            create.mutate(
              { avatarIds: selected },
              { onSuccess: (chat) => void navigate(chatPath(chat)) },
            )
          }
        >
          Start group chat
        </Button>
      </StickyActionBar>
    </div>
  );
}

/** What /chats shows (its empty child): one-to-one or group, then whom. */
export function ChatTypeSelection({ mode }: { mode: ChatMode | undefined }) {
  const navigate = useNavigate();
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-4xl font-semibold">Start a chat</h1>
        <Link
          to="/chat/{-$chatHash}"
          params={{ chatHash: undefined }}
          className={buttonClasses('secondary')}
        >
          Your conversations
        </Link>
      </header>
      <nav aria-label="Chat type" className="flex flex-col gap-3 sm:flex-row">
        <Link to="/chats" search={{ mode: 'one' }} aria-current={mode === 'one'} className={option}>
          <span className="font-display text-xl font-semibold">One-to-one</span>
          <span className="text-sm text-muted">A private conversation with one Angel.</span>
        </Link>
        <Link
          to="/chats"
          search={{ mode: 'group' }}
          aria-current={mode === 'group'}
          className={option}
        >
          <span className="font-display text-xl font-semibold">Group</span>
          <span className="text-sm text-muted">
            {GROUP_MIN_AVATARS} to {GROUP_MAX_AVATARS} Angels answering in turn.
          </span>
        </Link>
      </nav>
      {mode === 'one' && (
        <div className="flex flex-col gap-3">
          <p className="text-muted">
            Choose an Angel below, or{' '}
            <Link to="/discover" className="text-accent underline underline-offset-2">
              browse Discover
            </Link>{' '}
            and press Chat on a profile.
          </p>
          <AvatarPicker
            multiple={false}
            selected={[]}
            onToggle={(avatar) =>
              void navigate({
                to: '/chat/{-$chatHash}',
                params: { chatHash: undefined },
                search: { with: avatar.id },
              })
            }
          />
        </div>
      )}
      {mode === 'group' && <GroupCreation />}
    </section>
  );
}
