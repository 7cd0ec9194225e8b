import { describe, expect, it } from 'vitest';
import { angelFromDraft } from '../angels/from-draft.ts';
import { draftFor } from '../angels/test-helpers.ts';
import { ANGEL_TEXT_MAX } from '../contract/constants.ts';
import type { AvatarRow } from '../db/schema.ts';
import { toPersona } from './persona.ts';

const rowOf = (angel: ReturnType<typeof angelFromDraft>): AvatarRow => ({
  ...angel,
  id: 7,
  ownerId: 'someone',
  visibility: 'private',
  published: true,
  landingOrder: 0,
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe('toPersona', () => {
  it("gives a user's Angel its description, relationship and tone, and a card's prompt", () => {
    const angel = angelFromDraft(draftFor('Mia'), 'imported');
    angel.profile.card = { ...angel.profile.card, scenario: 'A rainy café.' };
    angel.profile.cardExtra = { data: { system_prompt: 'Stay in character.' } };
    expect(toPersona(rowOf(angel))).toMatchObject({
      name: 'Mia',
      description: 'Quick to laugh, slow to judge.',
      relationship: 'Friend',
      tone: 'Playful',
      scenario: 'A rainy café.',
      systemPrompt: 'Stay in character.',
    });
    expect(toPersona(rowOf(angel))).not.toHaveProperty('exampleMessages');
  });

  it("sends at most the text limit of a card's prompt stored before imports refused longer", () => {
    const angel = angelFromDraft(draftFor('Mia'), 'imported');
    angel.profile.cardExtra = { data: { system_prompt: 'x'.repeat(ANGEL_TEXT_MAX * 3) } };
    expect(toPersona(rowOf(angel)).systemPrompt).toHaveLength(ANGEL_TEXT_MAX);
  });

  it('gives a catalogue Angel none of them', () => {
    const row = { ...rowOf(angelFromDraft(draftFor('Bo'))), profile: null };
    expect(Object.keys(toPersona(row)).sort()).toEqual(
      [
        'age',
        'bio',
        'greeting',
        'id',
        'interests',
        'name',
        'occupation',
        'personality',
        'tagline',
      ].sort(),
    );
  });
});
