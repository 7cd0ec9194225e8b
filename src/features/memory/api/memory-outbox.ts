/**
 * Changes to what an Angel remembers wait here until they reach the server, like messages in
 * the chat outbox: made offline (or while a request fails) they are kept in IndexedDB per user
 * (lib/private-store: erased at logout), shown at once in the cached list, and sent in order
 * when the connection is back. Each applies exactly once: an add carries its own id (the
 * server's idempotency key), an edit carries the fact's new state, a delete of what is gone is
 * a success.
 */
import { onlineManager, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { get, update } from 'idb-keyval';
import type { AddFactBody, EditFactBody, Fact, FactPage } from '@contract/memory.ts';
import { ApiRequestError } from '@/lib/api-client';
import { authClient } from '@/lib/auth/auth-client';
import { sessionStore } from '@/lib/auth/session-store';
import { privateStore } from '@/lib/private-store';
import { memoryKeys } from './query-keys';

export type MemoryChange =
  | { key: string; avatarId: number; kind: 'add'; body: AddFactBody & { id: string } }
  | { key: string; avatarId: number; kind: 'edit'; factId: number; body: EditFactBody }
  | { key: string; avatarId: number; kind: 'delete'; factId: number }
  | { key: string; avatarId: number; kind: 'forget' };

const storageKey = () => `memory-outbox:${sessionStore.getSnapshot().user?.id ?? 'nobody'}`;
export const pendingChanges = async () =>
  (await get<MemoryChange[]>(storageKey(), privateStore())) ?? [];

async function change(edit: (list: MemoryChange[]) => MemoryChange[]) {
  await update<MemoryChange[]>(storageKey(), (list) => edit(list ?? []), privateStore());
}

/** Keeps a change, shows it in the cached list at once, and sends what waits (if online). */
export async function queueMemoryChange(queryClient: QueryClient, next: MemoryChange) {
  await change((list) => [...list, next]);
  showChange(queryClient, next);
  void flushMemoryOutbox(queryClient);
}

let flushing: Promise<void> | null = null;
/** Answers after which a change is tried again later rather than dropped. */
const WAIT = new Set([0, 401, 408, 429]);

/** Sends the waiting changes in order; one that fails for the network waits for the next try. */
export function flushMemoryOutbox(queryClient: QueryClient): Promise<void> {
  if (!onlineManager.isOnline()) return Promise.resolve();
  flushing ??= (async () => {
    const touched = new Set<number>();
    try {
      // The head each time: a change queued while this runs is sent by this same run.
      for (let next = (await pendingChanges())[0]; next; next = (await pendingChanges())[0]) {
        try {
          const answer = await send(next);
          if (next.kind === 'add') showSaved(queryClient, next, answer as Fact);
        } catch (error) {
          // Offline, signed out, over a limit or the server away: kept (with what follows it).
          if (!(error instanceof ApiRequestError) || WAIT.has(error.status) || error.status >= 500)
            return;
          // Refused for good (e.g. 404, 409): it will never apply; the list shows the truth.
        }
        const sent = next;
        await change((list) => list.filter((c) => c.key !== sent.key));
        touched.add(sent.avatarId);
      }
    } finally {
      flushing = null;
    }
    // Only once nothing waits: a list read earlier would hide the changes still waiting.
    for (const avatarId of touched) {
      await queryClient.invalidateQueries({ queryKey: memoryKeys.facts(avatarId) });
    }
  })();
  return flushing;
}

/** Back online: what waited is sent (registered once, when the feature first loads). */
export function sendWhenOnline(queryClient: QueryClient): () => void {
  return onlineManager.subscribe((online) => {
    if (online) void flushMemoryOutbox(queryClient);
  });
}

function send(next: MemoryChange): Promise<unknown> {
  const base = `/memory/${next.avatarId}`;
  switch (next.kind) {
    case 'add':
      return authClient.post<Fact>(`${base}/facts`, next.body);
    case 'edit':
      return authClient.patch<Fact>(`${base}/facts/${next.factId}`, next.body);
    case 'delete':
      return authClient.delete(`${base}/facts/${next.factId}`);
    case 'forget':
      return authClient.delete(base);
  }
}

/** The list's stand-in id of each add shown and not yet saved, by the change's key. */
const standIns = new Map<string, number>();

/**
 * An add the server saved: its stand-in becomes the server's fact at once, editable and
 * deletable. Waiting for the list to be read again would leave it "waiting to be sent" if the
 * connection dropped in between, though it was sent.
 */
function showSaved(queryClient: QueryClient, added: MemoryChange, fact: Fact) {
  const standIn = standIns.get(added.key);
  standIns.delete(added.key);
  if (standIn === undefined) return;
  queryClient.setQueryData<InfiniteData<FactPage, number>>(
    memoryKeys.facts(added.avatarId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === standIn ? fact : item)),
        })),
      },
  );
}

/** The change, applied to the cached list as the server will apply it. */
function showChange(queryClient: QueryClient, next: MemoryChange) {
  queryClient.setQueryData<InfiniteData<FactPage, number>>(
    memoryKeys.facts(next.avatarId),
    (data) => {
      if (!data) return data;
      const map = (items: Fact[]): Fact[] => {
        if (next.kind === 'forget') return [];
        if (next.kind === 'delete') return items.filter((f) => f.id !== next.factId);
        if (next.kind === 'edit') {
          return items.map((f) => (f.id === next.factId ? { ...f, ...definedOf(next.body) } : f));
        }
        return items;
      };
      const pages = data.pages.map((page) => ({ ...page, items: map(page.items) }));
      if (next.kind === 'add' && pages[0]) {
        const now = new Date().toISOString();
        // Not the server's id yet: negative, so no edit or delete is sent for it until synced.
        const id = -Date.now();
        standIns.set(next.key, id);
        const fact: Fact = {
          id,
          avatarId: next.avatarId,
          kind: next.body.kind ?? 'other',
          text: next.body.text,
          author: 'user',
          pinned: next.body.pinned ?? false,
          source: null,
          createdAt: now,
          updatedAt: now,
        };
        pages[0] = { ...pages[0], items: [fact, ...pages[0].items] };
      }
      return { ...data, pages };
    },
  );
}

const definedOf = (body: EditFactBody) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
