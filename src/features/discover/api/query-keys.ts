import type { DiscoverSearch } from '../model';

/** The public catalogue's query keys (kept across logins). */
export const avatarKeys = {
  all: ['avatars'] as const,
  list: (search: DiscoverSearch) => ['avatars', 'list', search] as const,
  detail: (id: number) => ['avatars', 'detail', id] as const,
  options: () => ['avatars', 'options'] as const,
};
