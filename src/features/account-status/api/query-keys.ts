import { privateKey } from '@/lib/private-query';

/** The account-status feature's query keys: the user's own standing, so private. */
export const accountStatusKeys = {
  all: privateKey('account-status'),
  status: (userId: string) => privateKey('account-status', userId),
};
