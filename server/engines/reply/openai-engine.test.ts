import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingLlm } from '../../testing/recording-llm.ts';
import { createOpenAiEngine, numericSeed, type OpenAiOptions } from './openai-engine.ts';
import type { ReplyPersona, ReplyRequest, ReplyTurn } from './reply-engine.ts';

const llm = recordingLlm(4096);
let base = '';
beforeAll(async () => {
  base = await llm.start();
});
afterAll(() => {
  // Every request any test sent fitted its budget, counted with a real tokenizer.
  expect(llm.overBudget).toEqual([]);
  return llm.stop();
});

const ava: ReplyPersona = {
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
const bo: ReplyPersona = { ...ava, id: 2, name: 'Bo', bio: 'A secret only Bo knows.' };
const request = (over: Partial<ReplyRequest> = {}): ReplyRequest => ({
  persona: ava,
  user: { name: 'Sam', persona: null },
  others: [bo],
  history: [
    { avatarId: null, name: 'Sam', text: 'Hi both' },
    { avatarId: 2, name: 'Bo', text: 'Hey Sam' },
  ],
  seed: 'reply-1:0',
  signal: new AbortController().signal,
  ...over,
});
const engineWith = (over: Partial<OpenAiOptions> = {}) =>
  createOpenAiEngine({
    baseUrl: `${base}/`,
    apiKey: 'sk-test',
    model: 'm',
    timeoutMs: 2000,
    contextTokens: 4096,
    retryWaitMs: 3000,
    log: () => {},
    ...over,
  });
const run = async (req: ReplyRequest = request(), over: Partial<OpenAiOptions> = {}) => {
  let text = '';
  for await (const part of engineWith(over).generate(req)) text += part;
  return text;
};
const error = (status: number, body: unknown, headers?: Record<string, string>) =>
  llm.script.push({ kind: 'error', status, body: JSON.stringify(body), headers });

describe('OpenAI-compatible reply engine', () => {
  it('sends the generation settings, a seed per attempt and the speakers as stop strings', async () => {
    expect(await run()).toBe('Hello there.');
    const body = llm.bodies.at(-1)!;
    expect(body).toMatchObject({
      model: 'm',
      stream: true,
      max_tokens: 300,
      temperature: 0.8,
      top_p: 0.95,
      frequency_penalty: 0.2,
      presence_penalty: 0.1,
      seed: numericSeed('reply-1:0'),
      stop: ['\nSam:', '\nBo:'],
    });
    await run(request({ seed: 'reply-1:1' }), { temperature: 0.3, maxTokens: 120 });
    const again = llm.bodies.at(-1)!;
    expect(again.seed).not.toBe(body.seed);
    expect(again).toMatchObject({ temperature: 0.3, max_tokens: 120 });
  });

  it('reads a group as a script: every speaker named, turns alternating, the next speaker last', async () => {
    const history: ReplyTurn[] = [
      { avatarId: 1, name: 'Ava', text: 'Hi, I am Ava.' },
      { avatarId: 2, name: 'Bo', text: 'Bo here.' },
      { avatarId: null, name: 'Sam', text: 'Nice to meet you.' },
      { avatarId: 2, name: 'Bo', text: 'Likewise!' },
      { avatarId: null, name: 'Sam', text: '@Ava what do you dive for?' },
    ];
    await run(request({ history }));
    const { messages } = llm.bodies.at(-1)!;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[1]!.content).toMatch(/^\[A group chat begins between Sam, Ava, Bo\.\]$/);
    expect(messages[3]!.content).toBe(
      'Bo: Bo here.\nSam: Nice to meet you.\nBo: Likewise!\nSam: @Ava what do you dive for?\n\n' +
        "[Next: Ava speaks, whom Sam addressed directly. Write only Ava's reply.]",
    );
    // The other Angel only as a short description: its bio stays its own.
    expect(messages[0]!.content).toContain('- Bo, 29, Marine biologist: Ocean nerd.');
    expect(messages[0]!.content).not.toContain('A secret only Bo knows.');
  });

  it('drops a leading own name and ends the reply where the model starts another speaker’s line', async () => {
    llm.script.push({
      kind: 'stream',
      chunks: ['Av', 'a: Sure', '!\nThe sea is', ' calm.\n', '\nSa', 'm: no way\nBo: hi'],
    });
    expect(await run()).toBe('Sure!\nThe sea is calm.');
  });

  it('asks to go on from the unfinished reply of a writer that shut down', async () => {
    const written = 'Hello Sam, I was just ';
    await run(request({ written }));
    expect(llm.bodies.at(-1)!.messages.at(-1)).toEqual({ role: 'assistant', content: written });
  });

  it('retries a context-length error once with less history, then says what to change', async () => {
    const history = Array.from({ length: 40 }, (_, i): ReplyTurn => ({
      avatarId: i % 2 ? 1 : null,
      name: i % 2 ? 'Ava' : 'Sam',
      text: `Message ${i} ${'about the reef '.repeat(20)}`,
    }));
    const tooLong = {
      error: {
        message: "This model's maximum context length is 4096 tokens.",
        code: 'context_length_exceeded',
      },
    };
    error(400, tooLong);
    expect(await run(request({ history, others: [] }))).toBe('Hello there.');
    const [first, second] = llm.bodies.slice(-2);
    expect(second!.messages.length).toBeLessThan(first!.messages.length);
    error(400, tooLong);
    error(400, { error: 'the request exceeds the available context size' }); // Ollama's shape
    await expect(run(request({ history, others: [] }))).rejects.toThrow(
      /^The conversation did not fit the model's context even with fewer messages \(the server is set to 4096 tokens; the provider said: the request exceeds the available context size\)\.$/,
    );
  });

  it('waits for a busy provider as Retry-After asks, within the bounded wait', async () => {
    error(429, { error: { message: 'slow down' } }, { 'Retry-After': '1' });
    const started = Date.now();
    expect(await run()).toBe('Hello there.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    error(429, { error: { message: 'quota' } }, { 'Retry-After': '120' });
    await expect(run()).rejects.toThrow(
      'The AI provider is busy (429: quota); it asked to wait 120 s, longer than replies wait. Try again later.',
    );
    error(503, { error: { message: 'loading model' } });
    expect(await run()).toBe('Hello there.');
    error(500, { error: { message: 'model overloaded', type: 'server_error' } });
    await expect(run(request(), { retryWaitMs: 0 })).rejects.toThrow(
      'The AI provider answered 500: model overloaded. Try again later.',
    );
    for (let i = 0; i < 2; i += 1) error(502, { error: 'bad gateway' });
    await expect(run(request(), { retryWaitMs: 2500 })).rejects.toThrow(
      'The AI provider answered 502: bad gateway, also after retrying. Try again later.',
    );
    expect(llm.script).toEqual([]);
  });

  it('reads the provider’s error before shortening it', async () => {
    const long = `Invalid model. ${'x'.repeat(5000)}`;
    error(404, { error: { message: long } });
    const failure = run().catch((e: unknown) => (e as Error).message);
    const message = await failure;
    expect(message).toMatch(
      /^The AI provider answered 404: Invalid model\. x+…; check LLM_MODEL and LLM_BASE_URL\.$/,
    );
    expect(message).not.toContain('{');
    expect(message.length).toBeLessThan(330);
  });

  it('turns every other failure into a readable error, never a hang', async () => {
    llm.script.push({ kind: 'stream', chunks: ['Half a'], finish: false });
    await expect(run()).rejects.toThrow(
      'The AI provider stopped in the middle of the reply: it was cut off.',
    );
    llm.script.push({ kind: 'stream', chunks: ['Half a'], breakOff: true });
    await expect(run()).rejects.toThrow(
      /^The connection to the AI provider broke off in the middle of the reply \(/,
    );
    const closed = createOpenAiEngine({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: null,
      model: 'x',
      timeoutMs: 2000,
    });
    const iterate = async () => {
      for await (const _ of closed.generate(request())) void _;
    };
    await expect(iterate()).rejects.toThrow(/^The AI provider could not be reached/);
  });
});
