import { randomUUID } from 'node:crypto';
import { createSseParser } from '../../server/contract/sse-parser.ts';

/**
 * The server's own part of a reply's first token, at the HTTP boundary over loopback: from the
 * send's request leaving this process (just before fetch) to its first `delta` event read back
 * here, with an instant provider (instant-llm.ts). That span holds everything the server does:
 * authentication, the send's transaction, the reply job's start, memory recall and history,
 * the prompt built to its budget, the provider call and its parsing, the speaker filter and
 * the event written out; plus the loopback round trips and the instant provider's own turn
 * (tens of microseconds), so it overstates the server's part a little, never understates it.
 * Sends one at a time, each after the previous reply is done (its memory work settles
 * between), so no send waits behind another.
 */
export async function serverFirstTokenMs(
  baseURL: string,
  chatHash: string,
  accessToken: string,
  sends: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < sends; i++) {
    const start = performance.now();
    const response = await fetch(`${baseURL}/api/chats/${chatHash}/messages`, {
      method: 'POST',
      headers: {
        Accept: 'text/event-stream',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${accessToken}`,
      },
      body: JSON.stringify({ id: randomUUID(), text: `How was your evening? (${i})` }),
    });
    if (!response.ok || !response.body) {
      throw new Error(`Send ${i} answered ${response.status}: ${await response.text()}`);
    }
    const parser = createSseParser();
    const decoder = new TextDecoder();
    let first: number | undefined;
    let done = false;
    const reader = response.body.getReader();
    while (!done) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) {
        if (event.event === 'delta') first ??= performance.now() - start;
        if (event.event === 'done' || event.event === 'error') done = true;
      }
    }
    await reader.cancel();
    if (first === undefined) throw new Error(`Send ${i}: the answer held no reply text`);
    times.push(first);
    // Memory learns from each settled exchange off the reply's path: let it finish first.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}
