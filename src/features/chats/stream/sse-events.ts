/**
 * The events of a Server-Sent Events body, one at a time: the send's answer hands the rest of
 * its stream (the first reply's events) to the follower, which reads on from where it is.
 */
import { createSseParser, type SseEvent } from '@contract/sse-parser.ts';

export type EventReader = {
  /** The next event; undefined when the stream ended. Rejects when the connection drops. */
  next: () => Promise<SseEvent | undefined>;
  cancel: () => void;
};

export function readEvents(body: ReadableStream<BufferSource>): EventReader {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  const pending: SseEvent[] = [];
  return {
    async next() {
      while (pending.length === 0) {
        const { value, done } = await reader.read();
        if (done) return undefined;
        pending.push(...parser.push(value));
      }
      return pending.shift();
    },
    cancel: () => void reader.cancel().catch(() => undefined),
  };
}
