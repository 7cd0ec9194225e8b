import type { CaseListQuery } from '@contract/moderation.ts';
import { privateKey } from '@/lib/private-query';

/**
 * Every query key of the console. All of it is private (removed at logout, never persisted):
 * what agents read about users stays in memory only.
 */
export const adminKeys = {
  all: privateKey('admin'),
  cases: () => privateKey('admin', 'cases'),
  caseList: (query: Omit<CaseListQuery, 'page'>) => privateKey('admin', 'cases', 'list', query),
  case: (id: string) => privateKey('admin', 'cases', 'detail', id),
  chats: () => privateKey('admin', 'chats'),
  chat: (chatHash: string) => privateKey('admin', 'chats', chatHash),
  transcript: (chatHash: string) => privateKey('admin', 'transcripts', chatHash),
  users: () => privateKey('admin', 'users'),
  userSearch: (email: string) => privateKey('admin', 'users', 'search', email),
  userHistory: (id: string) => privateKey('admin', 'users', 'history', id),
  recentViolations: () => privateKey('admin', 'violations', 'recent'),
  replyQuality: (avatarId: number) => privateKey('admin', 'reply-quality', avatarId),
};
