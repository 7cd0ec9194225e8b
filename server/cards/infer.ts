/**
 * What a foreign card (one without Angels' extension) does not say outright, read from its
 * texts: gender from pronouns, age from "NN years old", traits and interests from words that
 * name them, and a look drawn from a seed of the name. Plain rules; a guess the user can
 * change in Edit.
 */
import { createHash } from 'node:crypto';
import {
  BACKGROUNDS,
  HAIR_COLORS,
  INTERESTS,
  TRAITS,
  defaultLook,
  type AngelLook,
} from '../contract/angel-looks.ts';
import {
  ANGEL_INTERESTS_MAX,
  ANGEL_TRAITS_MAX,
  MAX_AGE,
  MIN_AGE,
  type Gender,
} from '../contract/constants.ts';
import { cardInvalid } from './card-error.ts';

/** Draws the look of a card without an age until the importer gives one (card-age.ts). */
export const DEFAULT_CARD_AGE = 25;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** More he/him/his than she/her/hers → MALE; otherwise (and by default) FEMALE. */
export function inferGender(text: string): Gender {
  const he = count(text, /\b(he|him|his|himself)\b/gi);
  const she = count(text, /\b(she|her|hers|herself)\b/gi);
  return he > she ? 'MALE' : 'FEMALE';
}

/**
 * "27 years old", "a 27-year-old": the age the text states; under 18 is refused, beyond 99
 * ignored. Undefined when it states none: the importer is then asked (card-age.ts).
 */
export function statedAge(text: string): number | undefined {
  const match = /\b(\d{1,3})[\s-]*(?:years?|yrs?)[\s-]*old\b/i.exec(text);
  if (!match) return undefined;
  const age = Number(match[1]);
  if (age < MIN_AGE) {
    throw cardInvalid(
      `This card describes a character who is ${age} years old. Angels are adults: at least ${MIN_AGE}.`,
    );
  }
  return age <= MAX_AGE ? age : undefined;
}

/** Words that name an interest beyond its own label. */
const INTEREST_WORDS: Record<string, string> = {
  music: 'music|musician|songs?|guitar|piano|sing(?:er|ing)?',
  travel: 'travel(?:s|ling|ing|er)?|journeys?',
  books: 'books?|reading|novels?|librar(?:y|ian)',
  cooking: 'cook(?:s|ing)?|chef|baking|recipes?',
  fitness: 'fitness|gym|workouts?|running',
  gaming: 'gam(?:es|ing|er)|video games?',
  art: 'art|artist|paint(?:s|ing|er)?|drawing',
  movies: 'movies?|films?|cinema',
  nature: 'nature|forests?|hiking|gardens?|gardening',
  science: 'science|scientist|research(?:er)?',
  fashion: 'fashion|clothes|style',
  photography: 'photograph(?:y|er|s)?|camera',
  history: 'history|historian|ancient',
  technology: 'technology|tech|computers?|programm(?:er|ing)|hacker',
  dance: 'danc(?:e|es|er|ing)',
  coffee: 'coffee|café|cafe|espresso',
  astronomy: 'astronomy|stars|planets|telescope',
  animals: 'animals?|dogs?|cats?|pets?',
  poetry: 'poe(?:m|ms|try|t)',
  sports: 'sports?|football|soccer|basketball|tennis',
};

function matching(text: string, values: string[], words: (value: string) => string, max: number) {
  return values
    .filter((value) => new RegExp(`\\b(?:${words(value)})\\b`, 'i').test(text))
    .slice(0, max);
}

export function inferTraits(text: string): string[] {
  return matching(
    text,
    TRAITS.map((t) => t.value),
    (value) => value,
    ANGEL_TRAITS_MAX,
  );
}

export function inferInterests(text: string): string[] {
  const values = INTERESTS.map((i) => i.value);
  return matching(text, values, (value) => INTEREST_WORDS[value] ?? value, ANGEL_INTERESTS_MAX);
}

/** A portrait seed of the name: the same card always gets the same face. */
export const seedOfName = (name: string) =>
  `card-${createHash('sha256').update(name).digest('base64url').slice(0, 16)}`;

const HAIR: Record<Gender, string[]> = {
  FEMALE: ['longButNotTooLong', 'straight01', 'bob', 'curly', 'curvy', 'bun', 'bigHair'],
  MALE: ['shortWaved', 'shortFlat', 'shortRound', 'theCaesar', 'shaggy', 'shortCurly'],
};

/** The default look, varied by the seed so imported Angels do not all look alike. */
export function lookFor(gender: Gender, age: number, seed: string): AngelLook {
  const bytes = createHash('sha256').update(seed).digest();
  const pick = <T>(items: T[], i: number) => items[bytes[i]! % items.length]!;
  const look = defaultLook(gender, 'MIXED', age);
  return {
    ...look,
    hairStyle: pick(HAIR[gender], 0),
    hairColor: age >= 58 ? look.hairColor : pick(HAIR_COLORS.slice(0, 7), 1).value,
    background: pick(BACKGROUNDS, 2).value,
  };
}
