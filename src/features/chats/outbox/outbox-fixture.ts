import type { OutboxEntry, OutboxStorage } from './outbox-model';

/** Tests' outbox storage: kept in memory, its entries visible to assertions. */
export function memoryStorage(
  initial: OutboxEntry[] = [],
): OutboxStorage & { entries: OutboxEntry[] } {
  const store = {
    entries: initial,
    read: () => Promise.resolve([...store.entries]),
    update: (change: (entries: OutboxEntry[]) => OutboxEntry[]) => {
      store.entries = change([...store.entries]);
      return Promise.resolve([...store.entries]);
    },
  };
  return store;
}

/** A queued message of chat 'h', its text its id unless given. */
export const message = (id: string, text = id): OutboxEntry => ({
  id,
  chatHash: 'h',
  text,
  createdAt: new Date(0).toISOString(),
  state: 'queued',
});

/** A queued edit of `messageId` (chat 'h' unless given). */
export const edit = (id: string, messageId: string, text: string, chatHash = 'h'): OutboxEntry => ({
  ...message(id, ''),
  chatHash,
  action: { type: 'edit', messageId, text },
});

/** A queued choice of version `alternative` for reply `messageId`. */
export const choice = (id: string, messageId: string, alternative: number): OutboxEntry => ({
  ...message(id, ''),
  action: { type: 'choose', messageId, alternative },
});
