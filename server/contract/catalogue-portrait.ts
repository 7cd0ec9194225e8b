/**
 * What a curator may draw a catalogue portrait with: the creator's own lists (which the engine
 * is known to draw), by the portrait field each feeds. Zod-free: the console builds its
 * pickers from it and the server checks an edit against it (the drawing engine would draw an
 * unknown value without complaint, as nothing).
 */
import {
  defaultChoices,
  LOOK_CHOICES,
  portraitFromChoices,
  TONES,
  type AngelLook,
} from './angel-looks.ts';
import type { Choice } from './angel-look-choices.ts';
import type { PortraitOptions } from './portrait-options.ts';

export type PortraitField = Exclude<keyof PortraitOptions, 'style' | 'seed'>;

/** Each look the creator offers, by the portrait field it sets ('none' is null there). */
export const PORTRAIT_LOOKS = {
  skinColor: 'skinTone',
  top: 'hairStyle',
  hairColor: 'hairColor',
  eyes: 'eyes',
  facialHair: 'facialHair',
  accessories: 'glasses',
  clothing: 'outfit',
  clothesColor: 'outfitColor',
  backgroundColor: 'background',
} as const satisfies Partial<Record<PortraitField, keyof AngelLook>>;

/** The expressions the tones give (eyebrows and mouth follow how an Angel talks). */
function expressionChoices(part: 'eyebrows' | 'mouth'): Choice[] {
  const values = TONES.map(
    ({ value }) => portraitFromChoices({ ...defaultChoices(), tone: value }, 's')[part],
  );
  return [...new Set(values)].map((value) => ({ value, label: value }));
}

/** The choices of every portrait field; 'none' stands for null (no facial hair, no glasses). */
export const PORTRAIT_CHOICES: Record<PortraitField, Choice[]> = {
  ...(Object.fromEntries(
    Object.entries(PORTRAIT_LOOKS).map(([field, look]) => [field, LOOK_CHOICES[look]]),
  ) as Record<keyof typeof PORTRAIT_LOOKS, Choice[]>),
  eyebrows: expressionChoices('eyebrows'),
  mouth: expressionChoices('mouth'),
};

export const PORTRAIT_FIELDS = Object.keys(PORTRAIT_CHOICES) as PortraitField[];

/**
 * The fields of `next` that are neither one of the choices nor what the Angel already has
 * (a seed Angel keeps a look the creator does not offer until a curator changes it).
 */
export function undrawnFields(next: PortraitOptions, current: PortraitOptions): PortraitField[] {
  return PORTRAIT_FIELDS.filter((field) => {
    const value = next[field] ?? 'none';
    if (next[field] === current[field]) return false;
    return !PORTRAIT_CHOICES[field].some((choice) => choice.value === value);
  });
}
