import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent, dispatchLiveReconnect } from '@/lib/live/live-handlers';
import { initLiveChatUpdates } from './live-chat-updates';
import { chatKeys } from './query-keys';

const catchUp = vi.fn((_client: QueryClient, _chatHash: string) => Promise.resolve());
vi.mock('./catch-up', () => ({
  catchUp: (client: QueryClient, chatHash: string) => catchUp(client, chatHash),
}));

const history = { pages: [{ items: [], nextCursor: null }], pageParams: [null] };

describe('live chat updates', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    catchUp.mockClear();
  });

  it('catches a changed chat up and reads the chat list again', async () => {
    const client = new QueryClient();
    stop = initLiveChatUpdates(client);
    client.setQueryData(chatKeys.list(), { items: [] });
    dispatchLiveEvent({ type: 'chat', chatHash: 'h1' });
    await vi.waitFor(() => expect(catchUp).toHaveBeenCalledWith(client, 'h1'));
    expect(client.getQueryState(chatKeys.list())?.isInvalidated).toBe(true);
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
    unsubscribe();
  });
});
