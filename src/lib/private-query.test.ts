import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isPrivateKey, isPrivateQuery, PRIVATE_ROOT, privateKey } from './private-query';

describe('private query keys', () => {
  it('roots every private key at one place', () => {
    expect(privateKey('chats', 'detail', 'h')).toEqual([PRIVATE_ROOT, 'chats', 'detail', 'h']);
    expect(isPrivateKey(privateKey('anything'))).toBe(true);
  });

  it('treats every other key as public, whatever its meta says', () => {
    expect(isPrivateKey(['avatars', 'list'])).toBe(false);
    expect(isPrivateKey(['chats', PRIVATE_ROOT])).toBe(false);
    expect(isPrivateQuery({ queryKey: ['vars'] })).toBe(false);
  });

  it('selects exactly the private queries of a cache', () => {
    const client = new QueryClient();
    client.setQueryData(privateKey('chats', 'list'), []);
    client.setQueryData(privateKey('last-known-user'), {});
    client.setQueryData(['avatars', 'detail', 1], {});
    client.removeQueries({ predicate: isPrivateQuery });
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['avatars', 'detail', 1]]);
  });
});
