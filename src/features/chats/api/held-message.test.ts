import { QueryClient } from '@tanstack/react-query';
import type { MessagePage } from '@contract/chats.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshHeldMessage } from './held-message';
import { msg, twoPageHistory } from './history-fixture';
import { chronological, type History } from './message-cache';
import { chatKeys } from './query-keys';

const getMessages = vi.fn((_hash: string, _before: string | null) =>
  Promise.resolve<MessagePage>({ items: [], nextCursor: null, revision: 0 }),
);
vi.mock('./get-messages', () => ({
  getMessages: (hash: string, before: string | null) => getMessages(hash, before),
}));

const history = twoPageHistory;

describe('refreshHeldMessage', () => {
  afterEach(() => getMessages.mockClear());

  it('reads again the older page holding the message, by its cursor, and patches it', async () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.messages('h'), history);
    getMessages.mockResolvedValueOnce({
      // As re-read: 'b' now hidden; 'z' is not held (nothing to add to the newest page).
      items: [msg('b', '2', ''), msg('a', '1'), msg('z', '0')],
      nextCursor: null,
      revision: 0,
    });
    await refreshHeldMessage(client, 'h', 'b');
    expect(getMessages).toHaveBeenCalledWith('h', 'x');
    const now = client.getQueryData<History>(chatKeys.messages('h'));
    expect(chronological(now).map((m) => [m.id, m.text])).toEqual([
      ['a', 'a'],
      ['b', ''],
      ['c', 'c'],
      ['d', 'd'],
    ]);
  });

  it('leaves a message in the newest page to the catch-up, and one not held alone', async () => {
    const client = new QueryClient();
    await refreshHeldMessage(client, 'h', 'c');
    client.setQueryData(chatKeys.messages('h'), history);
    await refreshHeldMessage(client, 'h', 'c');
    await refreshHeldMessage(client, 'h', 'nowhere');
    expect(getMessages).not.toHaveBeenCalled();
  });
});
