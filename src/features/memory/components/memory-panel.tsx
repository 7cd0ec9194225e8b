import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MEMORY_LIMITS } from '@contract/memory-constants.ts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useOnline } from '@/lib/use-online';
import { useFacts } from '../api/get-facts';
import { flushMemoryOutbox, queueMemoryChange, sendWhenOnline } from '../api/memory-outbox';
import { FactItem } from './fact-item';

type Props = { avatarId: number; name: string; onClose: () => void };

/**
 * "What {Angel} remembers": every fact the Angel keeps about the user, with where it came
 * from, to pin (always in mind), correct, delete, add to, or forget entirely. Offline it shows
 * what was known at the last sync, and changes wait in the memory outbox.
 */
export function MemoryPanel({ avatarId, name, onClose }: Props) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const facts = useFacts(avatarId);
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    void flushMemoryOutbox(queryClient);
    return sendWhenOnline(queryClient);
  }, [queryClient]);
  const items = facts.data?.pages.flatMap((page) => page.items) ?? [];
  const first = name.split(' ')[0] ?? name;
  const queue = (change: Parameters<typeof queueMemoryChange>[1]) =>
    void queueMemoryChange(queryClient, change);
  const key = () => crypto.randomUUID();
  return (
    <Modal open onClose={onClose} title={`What ${first} remembers`}>
      {!online && (
        <p role="status" className="mb-3 rounded-xl bg-raised p-3 text-sm text-muted">
          You are offline: this is what {first} remembered at the last sync. Changes are sent when
          you are back online.
        </p>
      )}
      <form
        className="mb-4 flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const said = text.trim();
          if (!said) return;
          const id = key();
          queue({ key: id, avatarId, kind: 'add', body: { id, text: said } });
          setText('');
        }}
      >
        <label htmlFor="memory-add" className="text-sm font-medium">
          Tell {first} something to remember
        </label>
        <div className="flex gap-2">
          <input
            id="memory-add"
            value={text}
            maxLength={MEMORY_LIMITS.factText}
            onChange={(event) => setText(event.target.value)}
            placeholder="My sister lives in Leeds"
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-line bg-raised px-3 text-fg"
          />
          <Button type="submit">Add</Button>
        </div>
      </form>
      {facts.isPending ? (
        <p className="text-sm text-muted">Loading what {first} remembers…</p>
      ) : facts.isError && !items.length ? (
        <p role="alert" className="text-sm text-muted">
          This could not be loaded.{' '}
          <Button variant="ghost" onClick={() => void facts.refetch()}>
            Try again
          </Button>
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{first} does not remember anything about you yet.</p>
      ) : (
        <ul aria-label={`What ${first} remembers`} className="flex flex-col gap-2">
          {items.map((fact) => (
            <FactItem
              key={fact.id}
              fact={fact}
              onPin={(pinned) =>
                queue({ key: key(), avatarId, kind: 'edit', factId: fact.id, body: { pinned } })
              }
              onEdit={(edited) =>
                queue({
                  key: key(),
                  avatarId,
                  kind: 'edit',
                  factId: fact.id,
                  body: { text: edited },
                })
              }
              onDelete={() => queue({ key: key(), avatarId, kind: 'delete', factId: fact.id })}
            />
          ))}
        </ul>
      )}
      {facts.hasNextPage && (
        <Button variant="secondary" className="mt-3" onClick={() => void facts.fetchNextPage()}>
          Show more
        </Button>
      )}
      {items.length > 0 &&
        (confirming ? (
          <div
            role="group"
            aria-label="Forget everything?"
            className="mt-4 flex flex-col gap-2 rounded-2xl border border-line p-3"
          >
            <p className="text-sm">
              {first} will forget everything about you, in every chat. This cannot be undone.
            </p>
            <div className="flex gap-2">
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep
              </Button>
              <Button
                onClick={() => {
                  queue({ key: key(), avatarId, kind: 'forget' });
                  setConfirming(false);
                }}
              >
                Yes, forget everything
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" className="mt-4" onClick={() => setConfirming(true)}>
            Forget everything
          </Button>
        ))}
    </Modal>
  );
}
