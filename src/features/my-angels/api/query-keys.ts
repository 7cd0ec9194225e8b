import { privateKey } from '@/lib/private-query';

/**
 * The user's own Angels: private (removed at logout, persisted only with a session). Anything
 * that changes them invalidates `myAngelKeys.all`, which also refreshes the group picker's list.
 */
export const myAngelKeys = {
  all: privateKey('my-angels'),
  list: () => privateKey('my-angels', 'list'),
  detail: (id: number) => privateKey('my-angels', 'detail', id),
};
