import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChat, settled, session } from '../testing/chat-helpers.ts';
import { listenOnLoopback } from '../testing/listen.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';

const { engine, script } = scriptedEngine();

/**
 * Sends over a socket; `onPiece` sees each piece of the streamed answer as the client receives
 * it (while the server, in this same process, may still be writing the reply).
 */
function sendOverSocket(
  port: number,
  token: string,
  chatHash: string,
  onPiece: (piece: string) => void,
): Promise<void> {
  const body = JSON.stringify({ id: crypto.randomUUID(), text: 'Tell me everything' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/chats/${chatHash}/messages`,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Accept: 'text/event-stream',
        },
      },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', onPiece);
        response.on('end', resolve);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

// In-process requests interleave through microtasks; only a real socket shows whether the
// words leave while the reply is being written (Node writes at the end of the loop's turn).
describe('a streamed send over a real socket, engine delay 0', () => {
  const t = useTestApp({}, { replies: engine });
  let port = 0;
  let close = () => Promise.resolve();
  beforeAll(async () => {
    ({ port, close } = await listenOnLoopback(t.app.fetch));
  });
  afterAll(() => close());

  it('the first words leave before the reply is finished', async () => {
    const words = script.words;
    script.words = Array.from({ length: 400 }, (_, i) => `w${i} `);
    try {
      const me = await session(t, 'user@angels.local');
      const chat = await openChat(t, me, [1]);
      let received = '';
      let writingAtFirstWord: boolean | undefined;
      await sendOverSocket(port, me.token, chat.chatHash, (piece) => {
        received += piece;
        if (writingAtFirstWord !== undefined || !received.includes('event: delta')) return;
        const sent = /event: sent\ndata: (.*)\n/.exec(received);
        const replyId = (JSON.parse(sent![1]!) as { replies: { id: string }[] }).replies[0]!.id;
        // Still being written: the job gave the loop turns, so its first words went out.
        writingAtFirstWord = t.app.replyJobs.liveText(replyId) !== undefined;
      });
      expect(writingAtFirstWord).toBe(true);
      expect(received).toContain('event: done');
      await settled(t, me, chat.chatHash);
    } finally {
      script.words = words;
    }
  });
});
