import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent, dispatchLiveReconnect } from '@/lib/live/live-handlers';
import { initLiveChatUpdates } from './live-chat-updates';
import { chatKeys } from './query-keys';

const catchUp = vi.fn((_client: QueryClient, _chatHash: string) => Promise.resolve());
vi.mock('./catch-up', () => ({
  catchUp: (client: QueryClient, chatHash: string) => catchUp(client, chatHash),
}));
const refreshHeldMessage = vi.fn((_client: QueryClient, _hash: string, _id: string) =>
  Promise.resolve(),
);
vi.mock('./held-message', () => ({
  refreshHeldMessage: (client: QueryClient, hash: string, id: string) =>
    refreshHeldMessage(client, hash, id),
}));

const history = { pages: [{ items: [], nextCursor: null, revision: 0 }], pageParams: [null] };

describe('live chat updates', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    catchUp.mockClear();
    refreshHeldMessage.mockClear();
  });

  it('catches a changed chat up and reads the chat list again', async () => {
    const client = new QueryClient();
    stop = initLiveChatUpdates(client);
    client.setQueryData(chatKeys.list(), { items: [] });
    dispatchLiveEvent({ type: 'chat', chatHash: 'h1' });
    await vi.waitFor(() => expect(catchUp).toHaveBeenCalledWith(client, 'h1'));
    expect(client.getQueryState(chatKeys.list())?.isInvalidated).toBe(true);
    expect(refreshHeldMessage).not.toHaveBeenCalled();
  });

  it('reads again the page holding a hidden message, after the catch-up', async () => {
    const client = new QueryClient();
    stop = initLiveChatUpdates(client);
    dispatchLiveEvent({ type: 'chat', chatHash: 'h1', messageId: 'm1' });
    await vi.waitFor(() => expect(refreshHeldMessage).toHaveBeenCalledWith(client, 'h1', 'm1'));
    expect(catchUp).toHaveBeenCalledWith(client, 'h1');
  });

  it('messages left the chat (reload): the held history catches up in place, not reset', async () => {
    const client = new QueryClient();
    stop = initLiveChatUpdates(client);
    client.setQueryData(chatKeys.messages('h1'), history);
    dispatchLiveEvent({ type: 'chat', chatHash: 'h1', reload: true });
    await vi.waitFor(() => expect(catchUp).toHaveBeenCalledWith(client, 'h1'));
    // Reset, the conversation would lose its place: the catch-up reads the pages again instead.
    expect(client.getQueryData(chatKeys.messages('h1'))).toBe(history);
  });

  it('after a reconnect, catches up the histories on screen only', async () => {
    const client = new QueryClient();
    stop = initLiveChatUpdates(client);
    client.setQueryData(chatKeys.messages('shown'), history);
    client.setQueryData(chatKeys.messages('kept'), history);
    const observer = new QueryObserver(client, {
      queryKey: chatKeys.messages('shown'),
      queryFn: () => history,
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    dispatchLiveReconnect();
    await vi.waitFor(() => expect(catchUp).toHaveBeenCalledTimes(1));
    expect(catchUp).toHaveBeenCalledWith(client, 'shown');
    // The one not on screen leaves memory: opened again, it comes from the device and catches up.
    expect(client.getQueryData(chatKeys.messages('kept'))).toBeUndefined();
    expect(client.getQueryData(chatKeys.messages('shown'))).toBe(history);
    unsubscribe();
  });
});
