import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAngelList } from '@contract/angels.ts';
import type { AvatarPage, AvatarSummary } from '@contract/avatars.ts';
import { MAX_PAGE_SIZE } from '@contract/constants.ts';
import { apiClient } from '@/lib/api-client';
import { authClient } from '@/lib/auth/auth-client';
import { privateKey } from '@/lib/private-query';
import { chatKeys } from './query-keys';

/** A partner to pick; `own`: one of the user's own Angels (created or imported). */
export type AvatarChoice = AvatarSummary & { own: boolean };

const byName = (a: AvatarSummary, b: AvatarSummary) => a.name.localeCompare(b.name);

/**
 * The whole public catalogue (both genders), for picking chat partners by name. The catalogue
 * is small (tens of Angels), so a few pages of the maximum size are read once and searched here.
 */
export async function getAvatarChoices(signal?: AbortSignal): Promise<AvatarSummary[]> {
  const all: AvatarSummary[] = [];
  for (let page = 1; page <= 20; page++) {
    const result = await apiClient.get<AvatarPage>('/avatars', {
      query: { page, pageSize: MAX_PAGE_SIZE },
      signal,
    });
    all.push(...result.items);
    if (result.lastPage) break;
  }
  return all.sort(byName);
}

export function avatarChoicesQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.avatarChoices(),
    queryFn: ({ signal }) => getAvatarChoices(signal),
    staleTime: 10 * 60_000,
    meta: { persist: true },
  });
}

/**
 * The user's own Angels (private). Under the My Angels root, so whatever creates, imports or
 * deletes one (invalidating that root) refreshes this list too.
 */
export function ownAngelChoicesQueryOptions() {
  return queryOptions({
    queryKey: privateKey('my-angels', 'chat-choices'),
    queryFn: async ({ signal }) =>
      (await authClient.get<MyAngelList>('/my-angels', { signal })).items.sort(byName),
    meta: { persist: true },
  });
}

/** The catalogue, with the user's own Angels first when `withOwn` (groups). */
export function useAvatarChoices({ withOwn }: { withOwn: boolean }) {
  const catalogue = useQuery(avatarChoicesQueryOptions());
  const own = useQuery({ ...ownAngelChoicesQueryOptions(), enabled: withOwn });
  // Without the own list (offline, failed) the catalogue still serves: own ones come when read.
  const data: AvatarChoice[] | undefined = catalogue.data && [
    ...(withOwn ? (own.data ?? []) : []).map((avatar) => ({ ...avatar, own: true })),
    ...catalogue.data.map((avatar) => ({ ...avatar, own: false })),
  ];
  return {
    data,
    isPending: catalogue.isPending,
    isError: catalogue.isError,
    isSuccess: catalogue.isSuccess,
    refetch: () => Promise.all([catalogue.refetch(), withOwn ? own.refetch() : undefined]),
  };
}
