import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Bench-only: an OpenAI-compatible chat-completions server that answers at once, so the
 * server's reply path runs whole (memory recall, the prompt built to its budget, the provider
 * call, the speaker filter) while the model itself costs nothing. It reads no tokenizer and
 * records nothing (server/testing/recording-llm.ts counts every prompt's tokens before it
 * answers: milliseconds that would be charged to us). Memory's summaries ask without `stream`.
 */
const WORDS = [
  'The ',
  'harbour ',
  'was ',
  'quiet ',
  'tonight, ',
  'and ',
  'I ',
  'thought ',
  'of ',
  'you.',
];

export async function startInstantLlm(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (part: Buffer) => (raw += part.toString()));
    req.on('end', () => {
      const stream = (JSON.parse(raw || '{}') as { stream?: boolean }).stream === true;
      if (!stream) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        const message = { role: 'assistant', content: WORDS.join('') };
        return res.end(JSON.stringify({ choices: [{ message, finish_reason: 'stop' }] }));
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      for (const word of WORDS) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: word } }] })}\n\n`);
      }
      res.write(`data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The server's settings for it; the window and reply length stay the defaults (llm-settings.ts). */
export const instantLlmEnv = (baseUrl: string) => ({
  LLM_BASE_URL: baseUrl,
  LLM_MODEL: 'bench-instant',
});
