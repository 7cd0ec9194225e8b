import { describe, expect, it } from 'vitest';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import { portraitLabel } from './portrait-label.ts';
import { PORTRAIT_CHOICES, portraitChoices } from './portrait-choices.ts';

const images = { versionFor: () => '1' } as unknown as ImageEngine;

describe("the stock portraits' names, for the picker's tiles", () => {
  it('names every portrait by what it shows, each differently', () => {
    const choices = portraitChoices(images);
    expect(choices).toHaveLength(PORTRAIT_CHOICES.size);
    for (const choice of choices) {
      expect(choice.label).toMatch(
        new RegExp(`^${choice.key}: an? (woman|man) with \\S.*\\S$`, 'i'),
      );
      expect(choice.label).not.toMatch(/undefined|\{c\}| {2}/);
    }
    expect(new Set(choices.map((choice) => choice.label)).size).toBe(choices.length);
  });

  it('reads the drawing: hair, its colour, a beard, glasses', () => {
    const drawing = PORTRAIT_CHOICES.get('quill')!;
    expect(
      portraitLabel('Quill', 'man', {
        ...drawing,
        top: 'fro',
        hairColor: 'a55728',
        facialHair: 'beardLight',
        accessories: 'round',
      }),
    ).toBe('Quill: a man with an auburn afro, a beard and glasses');
    expect(
      portraitLabel('Ember', 'woman', {
        ...drawing,
        top: 'bob',
        hairColor: '2c1b18',
        facialHair: null,
        accessories: null,
      }),
    ).toBe('Ember: a woman with a black bob');
  });
});
