import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MyAngel } from '@contract/angels.ts';
import { privateKey } from '@/lib/private-query';
import { showSavedAngel } from './saved-angel-cache';

describe('showSavedAngel', () => {
  it('puts the saved Angel on its page and marks My Angels and the chats stale', () => {
    const client = new QueryClient();
    const list = privateKey('my-angels', 'list');
    const chats = privateKey('chats', 'list');
    const messages = privateKey('chats', 'messages', 'abc');
    const catalogue = ['avatars', 'list', {}];
    for (const key of [list, chats, messages, catalogue]) client.setQueryData(key, { old: true });
    const angel = { id: 7, name: 'Renamed' } as MyAngel;
    showSavedAngel(client, angel);
    expect(client.getQueryData(privateKey('my-angels', 'detail', 7))).toBe(angel);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect([list, chats, messages].map(stale)).toEqual([true, true, true]);
    expect(stale(catalogue)).toBe(false);
  });
});
