/** Reads a reply's SSE stream in tests: the events, parsed, until `stop` says enough. */
import type { Message } from '../contract/chats.ts';

export type TestSseEvent = { event: string; data: string; id: string | undefined };

export async function readEvents(
  res: Response,
  stop: (events: TestSseEvent[]) => boolean = () => false,
): Promise<TestSseEvent[]> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: TestSseEvent[] = [];
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return events;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          block
            .split('\n')
            .filter((line) => line.startsWith(`${name}: `))
            .map((line) => line.slice(name.length + 2));
        if (!field('data').length) continue; // a comment (keep-alive)
        events.push({
          event: field('event')[0] ?? 'message',
          data: field('data').join('\n'),
          id: field('id')[0],
        });
        if (stop(events)) return events;
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

export const deltaText = (events: TestSseEvent[]) =>
  events
    .filter((e) => e.event === 'delta')
    .map((e) => (JSON.parse(e.data) as { text: string }).text)
    .join('');

export const doneMessage = (events: TestSseEvent[]): Message | undefined => {
  const done = events.find((e) => e.event === 'done');
  return done ? (JSON.parse(done.data) as Message) : undefined;
};
