import type { QueryClient } from '@tanstack/react-query';
import { privateKey } from '@/lib/private-query';

/** Every cached chat query (list, chat, history) sits under this root (see the chats feature). */
const CHATS_ROOT = privateKey('chats');

type ChatLike = { chatHash: string; avatars: Array<{ id: number }> };
type ListLike = { items: unknown[] };

const isChat = (value: unknown): value is ChatLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChatLike).chatHash === 'string' &&
  Array.isArray((value as ChatLike).avatars);

const isList = (value: unknown): value is ListLike =>
  typeof value === 'object' && value !== null && Array.isArray((value as ListLike).items);

/**
 * The server deleted every chat the Angel sat in: forget them here too, by what the cache holds
 * (the chats and lists that name the Angel), so no list or conversation shows one meanwhile.
 */
export function forgetAngelChats(queryClient: QueryClient, avatarId: number): void {
  const hashes = new Set<string>();
  for (const [, data] of queryClient.getQueriesData({ queryKey: CHATS_ROOT })) {
    for (const chat of isList(data) ? data.items : [data]) {
      if (isChat(chat) && chat.avatars.some((avatar) => avatar.id === avatarId)) {
        hashes.add(chat.chatHash);
      }
    }
  }
  queryClient.removeQueries({
    queryKey: CHATS_ROOT,
    predicate: (query) => query.queryKey.some((part) => hashes.has(String(part))),
  });
  queryClient.setQueriesData<unknown>({ queryKey: CHATS_ROOT }, (data: unknown) =>
    isList(data)
      ? { ...data, items: data.items.filter((c) => !(isChat(c) && hashes.has(c.chatHash))) }
      : undefined,
  );
  void queryClient.invalidateQueries({
    queryKey: CHATS_ROOT,
    predicate: (query) => isList(query.state.data),
  });
}
