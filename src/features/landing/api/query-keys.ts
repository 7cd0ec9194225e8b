import { privateKey } from '@/lib/private-query';

/** The landing's query keys; the recent chats are the user's own, so private. */
export const landingKeys = {
  recentChats: () => privateKey('landing', 'recent-chats'),
};
