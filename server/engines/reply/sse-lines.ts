import { createSseParser } from '../../contract/sse-parser.ts';

/** The `data` of each event of a text/event-stream body, in order (comments are skipped). */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const parser = createSseParser();
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) yield event.data;
    }
    // A provider that closes without the final blank line still delivered its last event.
    for (const event of parser.push('\n\n')) yield event.data;
  } finally {
    // Stopping early (the reply was stopped) must not leave the connection open.
    void reader.cancel().catch(() => {});
  }
}
