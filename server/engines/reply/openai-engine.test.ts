import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiEngine } from './openai-engine.ts';
import type { ReplyRequest } from './reply-engine.ts';

/** A local chat-completions server: the behaviour is picked by the model name. */
type Seen = {
  auth: string | undefined;
  body: { model: string; stream: boolean; messages: unknown[] };
};
const seen: Seen[] = [];
const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ delta: { content }, finish_reason: null }] })}\n\n`;

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (part: Buffer) => (raw += part.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw) as Seen['body'];
    seen.push({ auth: req.headers.authorization, body });
    if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
    if (body.model === 'http-error') {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'model overloaded' } }));
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    if (body.model === 'silent') return res.write(': hello\n\n'); // then nothing, ever
    if (body.model === 'garbage') return res.end('data: {not json\n\n');
    if (body.model === 'cut') return res.end(chunk('Half a'));
    res.write(': a comment\n\n');
    res.write(`data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n\n`);
    for (const word of ['Hello', ' there', ',\n', 'friend']) res.write(chunk(word));
    res.end('data: [DONE]\n\n');
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const persona = {
  id: 1,
  name: 'Ava',
  age: 29,
  occupation: 'Marine biologist',
  tagline: 'Ocean nerd.',
  bio: 'Loves the sea.',
  personality: ['curious'],
  interests: ['diving'],
  greeting: 'Hi there!',
};
const request = (signal: AbortSignal): ReplyRequest => ({
  persona,
  others: [{ ...persona, id: 2, name: 'Bo' }],
  history: [
    { avatarId: null, name: 'Sam', text: 'Hi both' },
    { avatarId: 2, name: 'Bo', text: 'Hey Sam' },
  ],
  seed: 's',
  signal,
});
const run = async (model: string, timeoutMs = 2000, signal?: AbortSignal) => {
  const engine = createOpenAiEngine({ baseUrl: `${base}/`, apiKey: 'sk-test', model, timeoutMs });
  let text = '';
  for await (const part of engine.generate(request(signal ?? new AbortController().signal)))
    text += part;
  return text;
};

describe('OpenAI-compatible reply engine', () => {
  it('streams the chat-completions deltas until [DONE], with the persona as system prompt', async () => {
    expect(await run('good')).toBe('Hello there,\nfriend');
    const last = seen.at(-1);
    expect(last?.auth).toBe('Bearer sk-test');
    expect(last?.body).toMatchObject({ model: 'good', stream: true });
    expect(last?.body.messages).toEqual([
      { role: 'system', content: expect.stringContaining('You are Ava, 29, Marine biologist') },
      { role: 'user', content: 'Hi both' },
      { role: 'user', content: 'Bo: Hey Sam' },
    ]);
  });

  it('asks to go on from the unfinished reply of a writer that shut down', async () => {
    const engine = createOpenAiEngine({
      baseUrl: base,
      apiKey: null,
      model: 'good',
      timeoutMs: 2000,
    });
    const written = 'Hello Sam, I was just ';
    for await (const part of engine.generate({
      ...request(new AbortController().signal),
      written,
    })) {
      expect(part).toBeTruthy();
    }
    expect(seen.at(-1)?.body.messages.at(-1)).toEqual({ role: 'assistant', content: written });
  });

  it('turns every provider failure into a readable error, never a hang', async () => {
    await expect(run('http-error')).rejects.toThrow(
      'The AI provider answered 500: model overloaded.',
    );
    await expect(run('garbage')).rejects.toThrow('The AI provider sent a reply we could not read.');
    await expect(run('cut')).rejects.toThrow('The AI provider stopped in the middle of the reply.');
    await expect(run('silent', 300)).rejects.toThrow(
      'The AI provider did not answer within 0.3 s.',
    );
    const closed = createOpenAiEngine({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: null,
      model: 'x',
      timeoutMs: 2000,
    });
    const iterate = async () => {
      for await (const _ of closed.generate(request(new AbortController().signal))) void _;
    };
    await expect(iterate()).rejects.toThrow(/^The AI provider could not be reached/);
  });

  it('ends quietly when the reply is stopped', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    expect(await run('silent', 5000, controller.signal)).toBe('');
  });
});
