import { describe, expect, it } from 'vitest';
import { defaultChoices, INTERESTS, RELATIONSHIPS, TONES, TRAITS } from './angel-looks.ts';
import { ANGEL_TEXT_FIELDS } from './angels.ts';
import { proposeText } from './angel-writer.ts';
import { ANGEL_OCCUPATION_MAX, ANGEL_TEXT_MAX } from './constants.ts';

const mei = {
  ...defaultChoices(),
  name: 'Mei Lin',
  traits: ['warm', 'curious', 'loyal'],
  interests: ['music', 'astronomy', 'coffee'],
  tone: 'playful',
  relationship: 'partner',
};

describe('proposeText (the built-in writer)', () => {
  it('gives the same text for the same choices and seed, another for another seed', () => {
    for (const field of ANGEL_TEXT_FIELDS) {
      expect(proposeText(field, mei, 's1')).toBe(proposeText(field, mei, 's1'));
    }
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (const field of ['bio', 'greeting', 'description'] as const) {
      expect(new Set(seeds.map((seed) => proposeText(field, mei, seed))).size).toBeGreaterThan(1);
    }
  });

  it('writes in the Angel’s voice about its traits, interests and relationship', () => {
    const bio = proposeText('bio', mei, 'x');
    expect(bio).toMatch(/^Mei is an? [a-z ]+ from [^.]+\. She spends her /);
    expect(bio).toContain('warm, curious and loyal');
    const description = proposeText('description', mei, 'x');
    expect(description).toContain('music, astronomy and coffee');
    expect(description).toContain('As your romantic partner, she');
    expect(proposeText('greeting', mei, 'x')).toMatch(/Mei/);
    const him = proposeText('bio', { ...mei, gender: 'MALE' }, 'x');
    expect(him).toMatch(/\bHe spends his\b/);
    expect(him).not.toMatch(/\b(she|her)\b/i);
  });

  it('agrees with itself: the bio names the occupation proposed with the same seed', () => {
    const job = proposeText('occupation', mei, 'seed-7');
    expect(proposeText('bio', mei, 'seed-7')).toContain(` ${job.toLowerCase()} from `);
  });

  it('is never empty and stays within the limits, whatever the choices', () => {
    const sparse = { ...defaultChoices(), traits: [], interests: [], name: '' };
    for (const field of ANGEL_TEXT_FIELDS) {
      const text = proposeText(field, sparse, '');
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/\{|\}|undefined| {2}/);
    }
    for (const [i, tone] of TONES.entries()) {
      const choices = {
        ...mei,
        tone: tone.value,
        relationship: RELATIONSHIPS[i % RELATIONSHIPS.length]!.value,
        traits: TRAITS.slice(i, i + 3).map((t) => t.value),
        interests: INTERESTS.slice(i * 3, i * 3 + 5).map((t) => t.value),
      };
      for (const field of ANGEL_TEXT_FIELDS) {
        const text = proposeText(field, choices, `s${i}`);
        const max = field === 'occupation' ? ANGEL_OCCUPATION_MAX : ANGEL_TEXT_MAX;
        expect(text.length).toBeGreaterThan(0);
        expect(text.length).toBeLessThanOrEqual(max);
        expect(text).not.toMatch(/\{|\}|undefined/);
      }
    }
  });
});
