import { describe, expect, it } from 'vitest';
import { wantsStream } from './chat-messages.ts';

describe('which sends answer as a stream (Accept)', () => {
  it('streams when text/event-stream is accepted, with any other types beside it', () => {
    expect(wantsStream('text/event-stream')).toBe(true);
    expect(wantsStream('application/json, Text/Event-Stream;q=0.5')).toBe(true);
  });

  it('answers JSON without the header, for other types, and when the stream is refused (q=0)', () => {
    expect(wantsStream(undefined)).toBe(false);
    expect(wantsStream('application/json, */*')).toBe(false);
    expect(wantsStream('application/json, text/event-stream;q=0')).toBe(false);
    expect(wantsStream('text/event-stream; q=0.0')).toBe(false);
  });
});
