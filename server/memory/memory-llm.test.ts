import http from 'node:http';
import { describe, expect, it } from 'vitest';
import type { FactPage } from '../contract/memory.ts';
import { openChat, send, session } from '../testing/chat-helpers.ts';
import { useProviderEnv } from '../testing/llm-env.ts';
import { useTestApp } from '../testing/test-app.ts';
import { chatFiller, memoryCall, memoryIdle } from './memory-test-helpers.ts';

type Line = { role: string; content: string };
/** Every request the model server got: the replies' (streamed) and memory's (not). */
const asked: { stream: boolean; messages: Line[] }[] = [];
const EXTRACTED = 'I collect vintage stamps';

// Replies stream; memory's calls get a fact list (extraction) or a summary.
const provider = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (part: Buffer) => (raw += part.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw) as { stream?: boolean; messages: Line[] };
    asked.push({ stream: !!body.stream, messages: body.messages });
    if (!body.stream) {
      const system = body.messages[0]?.content ?? '';
      const content = system.includes('lasting facts')
        ? JSON.stringify([{ kind: 'like', text: EXTRACTED }])
        : 'Sam and the Angel have talked about many small things.';
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ choices: [{ message: { content } }] }));
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Noted.' } }] })}\n\n`);
    res.end('data: [DONE]\n\n');
  });
});
const env = useProviderEnv(provider, {
  LLM_MODEL: 'test-model',
  LLM_TIMEOUT_MS: '5000',
  LLM_MEMORY: 'on',
});

const ANGEL = 24;
const FIVE = [
  ['My name is Sam, hello!', 'My name is Sam'],
  ['My dog is called Biscuit.', 'My dog is called Biscuit'],
  ['My sister lives in Leeds.', 'My sister lives in Leeds'],
  ['I work as a nurse at St James.', 'I work as a nurse at St James'],
  ['Remember that my exam is on Friday.', 'My exam is on Friday'],
] as const;

/** The prompt of the last streamed reply, as one text. */
const lastPrompt = () =>
  asked
    .filter((r) => r.stream)
    .at(-1)
    ?.messages.map((m) => m.content)
    .join('\n') ?? '';

describe('memory with a model (LLM_BASE_URL)', () => {
  const t = useTestApp(env);

  it('learns by rules and by a background extraction call; a new group prompt has it all; a deleted fact leaves', async () => {
    const me = await session(t, 'user@angels.local');
    const one = await openChat(t, me, [ANGEL]);
    for (const [said] of FIVE) {
      await send(t, me, one.chatHash, { text: said });
      await memoryIdle(t);
      await chatFiller(t, one.chatHash, ANGEL, 20);
    }
    const facts = (
      (await (await memoryCall(t, me, 'GET', `/api/memory/${ANGEL}`)).json()) as FactPage
    ).items.map((f) => f.text);
    expect(facts).toEqual(expect.arrayContaining([...FIVE.map(([, fact]) => fact), EXTRACTED]));
    // Memory's calls are not streamed and never a reply: no tokens were taken for them.
    expect(asked.filter((r) => !r.stream).length).toBeGreaterThan(0);

    const group = await openChat(t, me, [ANGEL, 25]);
    // Each message names her, so she is the one who answers.
    const her = `@${group.avatars.find((a) => a.id === ANGEL)?.name.split(' ')[0]}`;
    await send(t, me, group.chatHash, { text: `${her} how are things?`, responders: 1 });
    await memoryIdle(t);
    const prompt = lastPrompt();
    for (const fact of [...FIVE.map(([, fact]) => fact), EXTRACTED]) expect(prompt).toContain(fact);
    // Not from the history: this group's history has none of the messages that told them.
    expect(prompt).not.toContain('hello!');

    const page = (await (
      await memoryCall(t, me, 'GET', `/api/memory/${ANGEL}`)
    ).json()) as FactPage;
    const sister = page.items.find((f) => f.text === 'My sister lives in Leeds');
    await memoryCall(t, me, 'DELETE', `/api/memory/${ANGEL}/facts/${sister?.id}`);
    await send(t, me, group.chatHash, { text: `${her} and how is Leeds?`, responders: 1 });
    await memoryIdle(t);
    expect(lastPrompt()).not.toContain('My sister lives in Leeds');
    expect(lastPrompt()).toContain('My dog is called Biscuit');
  });
});
