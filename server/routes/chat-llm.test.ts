import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { balance, openChat, send, session, settled } from '../testing/chat-helpers.ts';
import { useProviderEnv } from '../testing/llm-env.ts';
import { useTestApp } from '../testing/test-app.ts';

// A provider that streams for the model "good" and fails for anything else.
const provider = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (part: Buffer) => (raw += part.toString()));
  req.on('end', () => {
    const { messages } = JSON.parse(raw) as { messages: Array<{ content: string }> };
    if (messages.at(-1)?.content.includes('fail')) {
      return res.writeHead(503, { 'Content-Type': 'text/plain' }).end('upstream down');
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    for (const content of ['From ', 'the ', 'model.']) {
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  });
});
const env = useProviderEnv(provider, {
  LLM_MODEL: 'test-model',
  LLM_TIMEOUT_MS: '2000',
  // A failure is reported at once, not retried (engines/reply/openai-engine.test.ts retries).
  LLM_RETRY_WAIT_MS: '0',
});

describe('replies from an OpenAI-compatible provider (LLM_BASE_URL)', () => {
  const t = useTestApp(env);

  it('stores the streamed reply, and on a provider failure marks it FAILED and refunds', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [20]);
    const before = await balance(t, me);
    await send(t, me, chat.chatHash, { text: 'hello' });
    expect((await settled(t, me, chat.chatHash)).at(-1)).toMatchObject({
      status: 'COMPLETE',
      text: 'From the model.',
    });
    await send(t, me, chat.chatHash, { text: 'please fail' });
    expect((await settled(t, me, chat.chatHash)).at(-1)).toMatchObject({
      status: 'FAILED',
      text: '',
      error:
        'The AI provider answered 503: upstream down. Try again later. Your tokens were refunded.',
    });
    expect(await balance(t, me)).toBe(before - 1);
  });
});
