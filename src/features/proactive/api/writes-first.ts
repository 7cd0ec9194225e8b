import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DailyCap, WritesFirst, WritesFirstBody } from '@contract/proactive.ts';
import { authClient } from '@/lib/auth/auth-client';
import { privateKey } from '@/lib/private-query';

/** Every query key of the feature: the user's own settings (private, gone at logout). */
export const writesFirstKeys = {
  chat: (chatHash: string) => privateKey('writes-first', 'chat', chatHash),
  cap: (userId: string) => privateKey('writes-first', 'cap', userId),
};

const chatPath = (chatHash: string) => `/chats/${chatHash}/writes-first`;
const capPath = (userId: string) => `/users/${userId}/writes-first-cap`;

export function useWritesFirst(chatHash: string) {
  return useQuery({
    queryKey: writesFirstKeys.chat(chatHash),
    queryFn: ({ signal }) => authClient.get<WritesFirst>(chatPath(chatHash), { signal }),
  });
}

export function useSaveWritesFirst(chatHash: string, onSaved: (saved: WritesFirst) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WritesFirstBody) => authClient.put<WritesFirst>(chatPath(chatHash), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(writesFirstKeys.chat(chatHash), saved);
      onSaved(saved);
    },
  });
}

export function useDailyCap(userId: string) {
  return useQuery({
    queryKey: writesFirstKeys.cap(userId),
    queryFn: ({ signal }) => authClient.get<DailyCap>(capPath(userId), { signal }),
  });
}

export function useSaveDailyCap(userId: string, onSaved: (saved: DailyCap) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dailyCap: number) => authClient.put<DailyCap>(capPath(userId), { dailyCap }),
    onSuccess: (saved) => {
      queryClient.setQueryData(writesFirstKeys.cap(userId), saved);
      onSaved(saved);
    },
  });
}

/** The browser's IANA time zone (the server checks it): waking hours are the user's own. */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
