/**
 * What the Angel creator offers, one list per choice, and how the choices become a portrait.
 * Looks are only what the portrait engine (DiceBear avataaars) really draws: there is no body
 * shape to pick because the bust has none. The server sends these lists in
 * GET /api/avatars/options and validates against them; the browser's preview applies
 * `portraitFromChoices` exactly as the server does when the Angel is saved. Zod-free: the
 * browser imports it.
 */
import {
  ANGEL_CREATION_COST,
  ANGEL_INTERESTS_MAX,
  ANGEL_NAME_MAX,
  ANGEL_TEXT_MAX,
  ANGEL_TRAITS_MAX,
  type Ethnicity,
  type Gender,
} from './constants.ts';
import type { GeneratorOptions } from './avatars.ts';
import type { PortraitOptions } from './portrait-options.ts';
import {
  type Choice,
  SKIN_TONES,
  HAIR_STYLES,
  HAIR_COLORS,
  EYES,
  FACIAL_HAIR,
  GLASSES,
  OUTFITS,
  OUTFIT_COLORS,
  BACKGROUNDS,
  TRAITS,
  INTERESTS,
  RELATIONSHIPS,
  TONES,
} from './angel-look-choices.ts';

// The lists themselves live in angel-look-choices.ts; importers read them through here.
export * from './angel-look-choices.ts';

/** The look, as the creator's "Look" step edits it ('none' for no facial hair or glasses). */
export type AngelLook = {
  skinTone: string;
  hairStyle: string;
  hairColor: string;
  eyes: string;
  facialHair: string;
  glasses: string;
  outfit: string;
  outfitColor: string;
  background: string;
};

/** Everything the creator's steps choose, name included. */
export type AngelChoices = {
  gender: Gender;
  age: number;
  ethnicity: Ethnicity;
  look: AngelLook;
  traits: string[];
  interests: string[];
  relationship: string;
  tone: string;
  name: string;
};

/** Each list, by the look field it feeds, so validation and the UI walk one table. */
export const LOOK_CHOICES: Record<keyof AngelLook, Choice[]> = {
  skinTone: SKIN_TONES,
  hairStyle: HAIR_STYLES,
  hairColor: HAIR_COLORS,
  eyes: EYES,
  facialHair: FACIAL_HAIR,
  glasses: GLASSES,
  outfit: OUTFITS,
  outfitColor: OUTFIT_COLORS,
  background: BACKGROUNDS,
};

const DEFAULT_SKIN: Record<Ethnicity, string> = {
  ASIAN: 'ffdbb4',
  BLACK: '614335',
  CAUCASIAN: 'edb98a',
  LATINA: 'd08b5b',
  MIDDLE_EASTERN: 'd08b5b',
  SOUTH_ASIAN: 'ae5d29',
  MIXED: 'ae5d29',
};

/** A sensible look for a first visit to the Look step; every field can be changed after. */
export function defaultLook(gender: Gender, ethnicity: Ethnicity, age: number): AngelLook {
  return {
    skinTone: DEFAULT_SKIN[ethnicity],
    hairStyle: gender === 'FEMALE' ? 'longButNotTooLong' : 'shortWaved',
    hairColor: age >= 58 ? 'e8e1e1' : '4a312c',
    eyes: 'happy',
    facialHair: 'none',
    glasses: 'none',
    outfit: gender === 'FEMALE' ? 'shirtScoopNeck' : 'shirtCrewNeck',
    outfitColor: '5199e4',
    background: 'c0aede',
  };
}

export function defaultChoices(): AngelChoices {
  return {
    gender: 'FEMALE',
    age: 25,
    ethnicity: 'MIXED',
    look: defaultLook('FEMALE', 'MIXED', 25),
    traits: ['warm', 'curious'],
    interests: ['music', 'travel'],
    relationship: 'friend',
    tone: 'warm',
    name: '',
  };
}

/** The expression follows how the Angel talks: a playful one raises its brows, a calm one rests. */
const EXPRESSIONS: Record<string, { eyebrows: string; mouth: string }> = {
  warm: { eyebrows: 'defaultNatural', mouth: 'smile' },
  playful: { eyebrows: 'raisedExcitedNatural', mouth: 'twinkle' },
  witty: { eyebrows: 'upDownNatural', mouth: 'twinkle' },
  calm: { eyebrows: 'flatNatural', mouth: 'default' },
  direct: { eyebrows: 'default', mouth: 'serious' },
  poetic: { eyebrows: 'defaultNatural', mouth: 'default' },
};

const orNull = (value: string) => (value === 'none' ? null : value);

/** The portrait of these choices; `seed` is the Angel's own, fixed when its draft began. */
export function portraitFromChoices(choices: AngelChoices, seed: string): PortraitOptions {
  const { look } = choices;
  const expression = EXPRESSIONS[choices.tone] ?? EXPRESSIONS.warm!;
  return {
    style: 'avataaars',
    seed,
    skinColor: look.skinTone,
    top: look.hairStyle,
    hairColor: look.hairColor,
    facialHair: orNull(look.facialHair),
    accessories: orNull(look.glasses),
    clothing: look.outfit,
    clothesColor: look.outfitColor,
    eyes: look.eyes,
    eyebrows: expression.eyebrows,
    mouth: expression.mouth,
    backgroundColor: look.background,
  };
}

const labelOf = (choices: Choice[], value: string) =>
  choices.find((choice) => choice.value === value)?.label ?? value;

/** The one-line tagline cards show, e.g. "Your playful adventure buddy". */
export function taglineFor(choices: Pick<AngelChoices, 'relationship' | 'tone'>): string {
  const tone = choices.tone === 'warm' ? 'warm' : labelOf(TONES, choices.tone).toLowerCase();
  return `Your ${tone} ${labelOf(RELATIONSHIPS, choices.relationship).toLowerCase()}`;
}

export const choiceLabel = labelOf;

/**
 * The creator's part of GET /api/avatars/options: the server sends it, and the browser shows it
 * until (or, offline on a first visit, instead of) the server's answer.
 */
export function generatorOptions(): GeneratorOptions {
  return {
    looks: LOOK_CHOICES,
    traits: TRAITS,
    interests: INTERESTS,
    relationships: RELATIONSHIPS,
    tones: TONES,
    maxTraits: ANGEL_TRAITS_MAX,
    maxInterests: ANGEL_INTERESTS_MAX,
    nameMax: ANGEL_NAME_MAX,
    textMax: ANGEL_TEXT_MAX,
    creationCost: ANGEL_CREATION_COST,
  };
}
