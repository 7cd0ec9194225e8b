/**
 * The `data:` payloads of a text/event-stream body, one string per event (multi-line data
 * joined with "\n"); comments and other fields are skipped.
 */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  const reader = body.getReader();
  try {
    yield* events();
  } finally {
    // Stopping early (the reply was stopped) must not leave the connection open.
    void reader.cancel().catch(() => {});
  }
  async function* events(): AsyncGenerator<string> {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (data.length) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
      }
    }
    if (data.length) yield data.join('\n');
  }
}
