/**
 * A recording OpenAI-compatible chat-completions server for tests, at the protocol level:
 * it answers streamed (SSE) and non-streamed requests, records every request body, and checks
 * each against the budget the body itself implies (context − max_tokens), counted with a real
 * tokenizer (cl100k, o200k: the larger): a request over the budget fails the test that sent it.
 * What it answers is scripted per request (`next`), else a short streamed reply.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { countTokens as cl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { countTokens as o200k } from 'gpt-tokenizer/encoding/o200k_base';

export type RecordedBody = {
  model: string;
  stream: boolean;
  messages: Array<{ role: string; content: string }>;
  max_tokens?: number;
  temperature?: number;
  top_p?: number;
  frequency_penalty?: number;
  presence_penalty?: number;
  seed?: number;
  stop?: string[];
};

export type Answer =
  | { kind: 'stream'; chunks: string[]; finish?: boolean; breakOff?: boolean }
  | { kind: 'error'; status: number; body: string; headers?: Record<string, string> };

const realTokens = (text: string) =>
  Math.max(
    cl100k(text, { disallowedSpecial: new Set() }),
    o200k(text, { disallowedSpecial: new Set() }),
  );

/** Tokens a request's messages take with a real tokenizer (4 per message for the template). */
export const realRequestTokens = (body: RecordedBody) =>
  body.messages.reduce((sum, m) => sum + realTokens(m.content) + 4, 0);

export function recordingLlm(contextTokens: number) {
  const bodies: RecordedBody[] = [];
  const overBudget: string[] = [];
  const script: Answer[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (part: Buffer) => (raw += part.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as RecordedBody;
      bodies.push(body);
      const used = realRequestTokens(body);
      const budget = contextTokens - (body.max_tokens ?? 0);
      if (used > budget) overBudget.push(`${used} > ${budget}`);
      const answer = script.shift() ?? { kind: 'stream', chunks: ['Hello', ' there.'] };
      if (answer.kind === 'error') {
        res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
        return res.end(answer.body);
      }
      if (!body.stream) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        const content = answer.chunks.join('');
        return res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      for (const content of answer.chunks) {
        res.write(
          `data: ${JSON.stringify({ choices: [{ delta: { content }, finish_reason: null }] })}\n\n`,
        );
      }
      // The connection ends without the chunked body's end: the client sees it break off.
      if (answer.breakOff) return res.socket?.destroySoon();
      if (answer.finish === false) return res.end();
      res.write(`data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  return {
    bodies,
    overBudget,
    script,
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    stop(): Promise<void> {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
