/**
 * A fake reply stream for the follower's tests: answers `fetch` the way GET
 * /api/chats/:chatHash/messages/:id/stream does (one `delta` event per piece, its id the reply's
 * length after it, resumed after `Last-Event-ID`, then `done`), and can drop a connection after
 * some bytes, as a network does: mid-event if it likes.
 */
import type { Message } from '@contract/chats.ts';

export type Connection = {
  /** The Last-Event-ID header this request carried, or null. */
  lastEventId: string | null;
  url: string;
};

export type FakeStreamOptions = {
  pieces: string[];
  final: Message;
  /**
   * For connection n (0-based): how many characters of its SSE body get through before the
   * connection drops, or undefined to deliver it whole.
   */
  dropAfter?: (connection: number, body: string) => number | undefined;
  /** Ignore Last-Event-ID and replay from the start (a server that repeats itself). */
  replayAll?: boolean;
};

export function sseBody(pieces: string[], from: number, final: Message): string {
  let end = 0;
  let body = '';
  for (const text of pieces) {
    end += text.length;
    if (end <= from) continue;
    body += `event: delta\nid: ${end}\ndata: ${JSON.stringify({ text })}\n\n`;
  }
  return `${body}event: done\ndata: ${JSON.stringify(final)}\n\n`;
}

function header(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

/** A fetch that serves the reply, recording each connection it was asked for. */
export function fakeStreamServer(options: FakeStreamOptions) {
  const connections: Connection[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const lastEventId = header(init, 'Last-Event-ID');
    const url = input instanceof Request ? input.url : input.toString();
    const n = connections.push({ lastEventId, url }) - 1;
    const from = options.replayAll ? 0 : Number(lastEventId ?? 0);
    const body = sseBody(options.pieces, from, options.final);
    const cut = options.dropAfter?.(n, body);
    const bytes = new TextEncoder().encode(cut === undefined ? body : body.slice(0, cut));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      // One byte at a time: events (and multi-byte characters) arrive split, as on a network.
      async pull(controller) {
        if (sent < bytes.length) return controller.enqueue(bytes.slice(sent, ++sent));
        if (cut === undefined) return controller.close();
        // Erroring drops whatever is still queued downstream: let the reader drain it first.
        await new Promise((resolve) => setTimeout(resolve, 20));
        controller.error(new TypeError('network error'));
      },
    });
    return { ok: true, status: 200, body: stream } as Response;
  };
  return { fetch, connections };
}
