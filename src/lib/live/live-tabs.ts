/**
 * One live connection per browser, not per tab: a browser allows about six HTTP/1.1
 * connections per host, and five tabs each holding a stream would leave the app none. The tab
 * holding the Web Lock (for as long as it lives) connects and relays every hint over a
 * BroadcastChannel; the others listen, and one of them takes the lock over when that tab
 * closes. Without Web Locks or BroadcastChannel, each tab connects for itself.
 */
import type { LiveEvent } from '@contract/moderation';
import { ApiRequestError, type RequestErrorCode } from '@/lib/api-client';
import { runLiveStream, type LiveStreamOptions } from './live-stream';

export const LIVE_LOCK = 'angels-live';
export const LIVE_CHANNEL = 'angels-live';

export type LiveReceiver = Pick<LiveStreamOptions, 'onEvent' | 'onReconnect' | 'onAuthFailure'>;

type RefusalFields = { status: number; code: RequestErrorCode; message: string; meta?: object };

/** Between tabs; an error crosses as its fields (a class does not survive structured clone). */
export type TabMessage =
  | { kind: 'event'; event: LiveEvent }
  | { kind: 'reconnect' }
  | ({ kind: 'refused' } & RefusalFields);

const refusal = ({ status, code, message, details }: ApiRequestError): RefusalFields => ({
  status,
  code,
  message,
  meta: details.meta,
});

function receive(receiver: LiveReceiver, message: TabMessage): void {
  if (message.kind === 'event') receiver.onEvent(message.event);
  else if (message.kind === 'reconnect') receiver.onReconnect();
  else {
    const { message: text, status, code, meta } = message;
    const error = new ApiRequestError(text, status, code, {
      meta: meta as Record<string, unknown> | undefined,
    });
    receiver.onAuthFailure(error);
  }
}

/** Starts this tab's part; returns the stop (logout: the lock and the connection go). */
export function shareLiveConnection(receiver: LiveReceiver, run = runLiveStream): () => void {
  const stop = new AbortController();
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof BroadcastChannel === 'undefined') {
    void run({ ...receiver, signal: stop.signal, catchUpFirst: false });
    return () => stop.abort();
  }
  const channel = new BroadcastChannel(LIVE_CHANNEL);
  channel.onmessage = (message: MessageEvent<TabMessage>) => {
    if (!stop.signal.aborted) receive(receiver, message.data);
  };
  // Tell the other tabs, then this one (a channel does not deliver to its sender).
  const relay = (message: TabMessage) => {
    if (stop.signal.aborted) return;
    channel.postMessage(message);
    receive(receiver, message);
  };
  const lead = (catchUpFirst: boolean) =>
    run({
      signal: stop.signal,
      catchUpFirst,
      onEvent: (event) => relay({ kind: 'event', event }),
      onReconnect: () => relay({ kind: 'reconnect' }),
      onAuthFailure: (error) => relay({ kind: 'refused', ...refusal(error) }),
    });
  void locks
    .request(LIVE_LOCK, { ifAvailable: true }, async (lock) => {
      if (lock) return lead(false);
      // Another tab holds the connection: follow it, and take over when it goes. Hints may
      // fall between its last and our first connection, so ours starts with a catch-up.
      await locks.request(LIVE_LOCK, { signal: stop.signal }, () => lead(true));
    })
    .catch(() => undefined); // stopped while waiting for the lock
  return () => {
    stop.abort();
    channel.close();
  };
}
