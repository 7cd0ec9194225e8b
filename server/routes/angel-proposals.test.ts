import { describe, expect, it } from 'vitest';
import { defaultChoices } from '../contract/angel-looks.ts';
import { ANGEL_OCCUPATION_MAX } from '../contract/constants.ts';
import { post } from '../testing/auth-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();
const choices = { ...defaultChoices(), name: 'Ivy', traits: ['playful'], interests: ['dance'] };

const propose = async (body: unknown) => {
  const res = await post(t, '/api/avatars/proposals', body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('POST /api/avatars/proposals without LLM_BASE_URL (the built-in writer)', () => {
  it('answers visitors with a text from the choices, varied by the seed', async () => {
    const texts = new Set<unknown>();
    for (const seed of ['1', '2', '3', '4', '5']) {
      const { status, body } = await propose({ field: 'bio', choices, seed });
      expect(status).toBe(200);
      expect(body.engine).toBe('built-in');
      expect(body.text).toMatch(/^Ivy is /);
      texts.add(body.text);
    }
    expect(texts.size).toBeGreaterThan(1);
    const occupation = await propose({ field: 'occupation', choices, seed: 'x' });
    expect(String(occupation.body.text).length).toBeLessThanOrEqual(ANGEL_OCCUPATION_MAX);
    // No name yet: the creator may ask before the name step.
    const unnamed = await propose({
      field: 'greeting',
      choices: { ...choices, name: '' },
      seed: '',
    });
    expect(unnamed.status).toBe(200);
    expect(String(unnamed.body.text).length).toBeGreaterThan(0);
  });

  it('refuses an unknown field or option with 400 naming it', async () => {
    const field = await propose({ field: 'motto', choices, seed: 'x' });
    expect(field.status).toBe(400);
    expect(field.body.message).toMatch(/field must be occupation, bio, description or greeting/);
    const option = await propose({
      field: 'bio',
      choices: { ...choices, traits: ['nope'] },
      seed: 'x',
    });
    expect(option.status).toBe(400);
    expect(option.body.message).toBe('Traits: "nope" is not one of the options');
    const minor = await propose({ field: 'bio', choices: { ...choices, age: 17 }, seed: 'x' });
    expect(minor.status).toBe(400);
  });
});
