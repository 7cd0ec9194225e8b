/**
 * An incremental Server-Sent Events parser (the WHATWG event-stream format), free of zod and
 * Node so both sides use it: the browser reads the reply stream with fetch (EventSource cannot
 * send the Authorization header), the server reads an OpenAI-compatible provider's stream.
 * Chunks may split anywhere, even between a CR and its LF, so the parser keeps the unfinished
 * line.
 */
export type SseEvent = { event: string; data: string; id: string | undefined };

export type SseParser = {
  /** Feeds decoded text; returns the events completed by it, in order. */
  push: (chunk: string) => SseEvent[];
  /** The last `id` field seen (the stream's Last-Event-ID), even from an event not yet ended. */
  lastEventId: () => string | undefined;
};

export function createSseParser(): SseParser {
  let buffer = '';
  let pendingCr = false;
  let event = '';
  let data: string[] = [];
  let hasData = false;
  let lastId: string | undefined;

  const dispatch = (out: SseEvent[]) => {
    // Spec: an event without data is not dispatched; its type and buffer reset regardless.
    if (hasData) out.push({ event: event || 'message', data: data.join('\n'), id: lastId });
    event = '';
    data = [];
    hasData = false;
  };

  const line = (text: string, out: SseEvent[]) => {
    if (text === '') return dispatch(out);
    if (text.startsWith(':')) return; // a comment, e.g. a keep-alive
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      hasData = true;
    } else if (field === 'id' && !value.includes('\0')) lastId = value;
  };

  return {
    push(chunk) {
      const out: SseEvent[] = [];
      let text = chunk;
      // A CR ended the previous chunk: an LF opening this one belongs to the same line break.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        line(buffer.slice(start, i), out);
        if (ch === '\r') {
          if (i + 1 === buffer.length) pendingCr = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    lastEventId: () => lastId,
  };
}
