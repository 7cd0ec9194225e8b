import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isPrivateKey, isPrivateQuery } from '@/lib/private-query';
import { chatKeys, messagesChatHash } from './query-keys';

describe('chat query keys', () => {
  it('keeps the user’s chats private and the catalogue public', () => {
    for (const key of [chatKeys.list(), chatKeys.detail('h'), chatKeys.messages('h')]) {
      expect(isPrivateKey(key)).toBe(true);
    }
    expect(isPrivateKey(chatKeys.avatarChoices())).toBe(false);
  });

  it('finds the chat of a history key and nothing else', () => {
    expect(messagesChatHash(chatKeys.messages('abc'))).toBe('abc');
    expect(messagesChatHash(chatKeys.detail('abc'))).toBeUndefined();
    expect(messagesChatHash(chatKeys.allMessages)).toBeUndefined();
    expect(messagesChatHash(['chats', 'messages', 'abc'])).toBeUndefined();
  });

  it('lets one invalidation reach every chat query, and only those', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.list(), { items: [] });
    client.setQueryData(chatKeys.messages('h'), { pages: [] });
    client.setQueryData(chatKeys.avatarChoices(), []);
    const found = client.getQueryCache().findAll({ queryKey: chatKeys.all });
    expect(found.map((query) => query.queryKey).sort()).toEqual(
      [chatKeys.list(), chatKeys.messages('h')].sort(),
    );
    expect(found.every(isPrivateQuery)).toBe(true);
  });
});
