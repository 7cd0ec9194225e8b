import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { defaultChoices } from '../contract/angel-looks.ts';
import { post } from '../testing/auth-helpers.ts';
import { useProviderEnv } from '../testing/llm-env.ts';
import { useTestApp } from '../testing/test-app.ts';
import { PROPOSALS_PER_IP } from './angel-proposals.ts';

type Seen = { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };
const seen: Seen[] = [];

// A chat-completions provider: answers from the user prompt's first word, fails on request.
const provider = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (part: Buffer) => (raw += part.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw) as Seen;
    seen.push(body);
    const prompt = body.messages.at(-1)?.content ?? '';
    if (prompt.includes('named Fail')) return res.writeHead(500).end('down');
    if (prompt.includes('named Slow')) return; // answers nothing, ever
    const content = prompt.includes('named Long') ? 'x'.repeat(5000) : '"Ivy teaches salsa."';
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  });
});
// The provider's timeout is longer than a request may take: the model call gives up first.
const env = useProviderEnv(provider, {
  LLM_MODEL: 'writer',
  LLM_TIMEOUT_MS: '5000',
  REQUEST_TIMEOUT_MS: '1500',
});

const choices = {
  ...defaultChoices(),
  name: 'Ivy',
  traits: ['playful', 'caring'],
  interests: ['dance'],
  relationship: 'mentor',
  tone: 'witty',
};

describe('POST /api/avatars/proposals with LLM_BASE_URL', () => {
  const t = useTestApp(env);
  const propose = async (name: string, field = 'bio') => {
    const res = await post(t, '/api/avatars/proposals', {
      field,
      choices: { ...choices, name },
      seed: 's',
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { text: string; engine: string };
  };

  it('asks the model with a short prompt from the choices and returns its tidied text', async () => {
    expect(await propose('Ivy')).toEqual({ text: 'Ivy teaches salsa.', engine: 'llm' });
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ model: 'writer', stream: false });
    expect(request.messages[0]).toMatchObject({ role: 'system' });
    expect(request.messages[0]?.content).toMatch(/adults/);
    const prompt = request.messages[1]?.content ?? '';
    expect(prompt).toMatch(/short bio in the third person/);
    expect(prompt).toContain('a woman named Ivy, 25 years old, Mixed');
    expect(prompt).toContain('Personality: playful, caring. Interests: dance.');
    expect(prompt).toContain('Relationship to the user: mentor. Way of talking: witty.');
  });

  it('falls back to the built-in writer when the model fails or rambles', async () => {
    const failed = await propose('Fail');
    expect(failed.engine).toBe('built-in');
    expect(failed.text).toMatch(/^Fail is /);
    const long = await propose('Long', 'occupation');
    expect(long.engine).toBe('built-in');
    expect(long.text.length).toBeLessThanOrEqual(60);
    // A model slower than the request may take: the built-in writer answers in time, not a 503.
    const slow = await propose('Slow');
    expect(slow.engine).toBe('built-in');
  });

  it('stops calling the model past the per-address budget, and still answers', async () => {
    const before = seen.length;
    let built = 0;
    for (let i = 0; i < PROPOSALS_PER_IP + 2; i++) {
      if ((await propose('Ivy', 'greeting')).engine === 'built-in') built += 1;
    }
    // Four calls above spent part of the budget already.
    expect(seen.length - before).toBe(PROPOSALS_PER_IP - 4);
    expect(built).toBe(6);
  });
});
