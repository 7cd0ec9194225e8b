/**
 * The built-in proposal writer: an Angel's occupation, bio, personality description or
 * greeting, written from the creator's choices without any model. The server answers
 * POST /api/avatars/proposals with it when no LLM is configured (or the LLM fails), and the
 * browser runs the very same code offline. The same choices and seed give the same text; a
 * new seed gives another wording. The bio follows the catalogue's shape ("Mei is a marine
 * biologist from Taipei. She spends her mornings…") so the built-in reply engine reads an
 * Angel made here as it reads the catalogue's. Zod-free and Node-free.
 */
import type { AngelChoices } from './angel-looks.ts';
import type { AngelTextField } from './angels.ts';
import { INTERESTS, RELATIONSHIPS, TRAITS, choiceLabel } from './angel-looks.ts';
import {
  ACTIVITIES,
  GENERAL_OCCUPATIONS,
  HOMETOWNS,
  OCCUPATIONS,
  RELATIONSHIP_LINES,
  TIMES,
  TONE_LINES,
  TRAIT_PHRASES,
} from './angel-writer-phrases.ts';
import { ANGEL_OCCUPATION_MAX, ANGEL_TEXT_MAX } from './constants.ts';

type WriterField = AngelTextField;

type Pick = <T>(items: readonly T[]) => T;

/** A small seeded PRNG (xmur3 hash → mulberry32): same seed, same sequence. */
function picker(seed: string): Pick {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (items) => items[Math.floor(next() * items.length)]!;
}

const PRONOUNS = {
  FEMALE: { she: 'she', She: 'She', her: 'her', obj: 'her' },
  MALE: { she: 'he', She: 'He', her: 'his', obj: 'him' },
} as const;

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a", "a and b", "a, b and c". */
function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

type Context = {
  choices: AngelChoices;
  pick: Pick;
  name: string;
  fill: (t: string) => string;
  /** The occupation the user already has in the form: the bio must not name another. */
  occupation?: string;
};

function occupation({ choices, pick }: Context): string {
  const suggested = choices.interests.flatMap((interest) => OCCUPATIONS[interest] ?? []);
  return pick(suggested.length ? suggested : GENERAL_OCCUPATIONS);
}

function activities({ choices, pick }: Context, count: number): string[] {
  const chosen = choices.interests.filter((interest) => ACTIVITIES[interest]);
  const start = chosen.length ? chosen.indexOf(pick(chosen)) : 0;
  const turn = [...chosen.slice(start), ...chosen.slice(0, start)].slice(0, count);
  return turn.map((interest) => pick(ACTIVITIES[interest]!));
}

const traitWords = (choices: AngelChoices) =>
  choices.traits.map((trait) => choiceLabel(TRAITS, trait).toLowerCase());

function bio(context: Context): string {
  const { choices, pick, name, fill } = context;
  const job = lower(context.occupation ?? occupation(context));
  const town = pick(HOMETOWNS[choices.ethnicity] ?? HOMETOWNS.MIXED!);
  const days = activities(context, 2);
  const traits = traitWords(choices);
  const parts = [`${name || '{She}'} is ${article(job)} ${job} from ${town}.`];
  if (days.length) parts.push(`{She} spends {her} ${pick(TIMES)} ${listOf(days)}.`);
  if (traits.length) {
    parts.push(
      pick([
        `Friends describe {obj} as ${listOf(traits)}.`,
        `Those who know {obj} say {she} is ${listOf(traits)}.`,
        `{She} is ${listOf(traits)}, and it shows within a minute of meeting {obj}.`,
      ]),
    );
  }
  const relation = RELATIONSHIP_LINES[choices.relationship] ?? RELATIONSHIP_LINES.friend!;
  parts.push(pick(relation.bio));
  return fill(parts.join(' '));
}

function description(context: Context): string {
  const { choices, pick, name, fill } = context;
  const who = name || '{she}';
  const traits = choices.traits.filter((trait) => TRAIT_PHRASES[trait]);
  const tone = TONE_LINES[choices.tone] ?? TONE_LINES.warm!;
  const parts: string[] = [];
  const words = traitWords(choices);
  if (words.length) parts.push(`${upper(listOf(words))}, ${who} ${tone.talk}.`);
  else parts.push(`${upper(who)} ${tone.talk}.`);
  if (traits.length) {
    const phrases = traits.map((trait) => TRAIT_PHRASES[trait]!);
    parts.push(pick([`{She} ${listOf(phrases)}.`, `People love that {she} ${listOf(phrases)}.`]));
  }
  const interests = choices.interests.map((i) => choiceLabel(INTERESTS, i).toLowerCase());
  if (interests.length) {
    parts.push(
      pick([
        `{She} could talk about ${listOf(interests)} for hours.`,
        `Ask {obj} about ${listOf(interests)} and you will not get a word in for a while.`,
      ]),
    );
  }
  const relationship = choiceLabel(RELATIONSHIPS, choices.relationship).toLowerCase();
  parts.push(
    pick([
      `As your ${relationship}, {she} wants to hear about your day, the good parts and the rest.`,
      `As your ${relationship}, {she} is honest with you and always on your side.`,
    ]),
  );
  return fill(parts.join(' '));
}

function greeting(context: Context): string {
  const { choices, pick, name, fill } = context;
  const tone = TONE_LINES[choices.tone] ?? TONE_LINES.warm!;
  const hello = name ? pick(tone.hello).replaceAll('{name}', name) : 'Hi there!';
  const [doing] = activities(context, 1);
  const now = doing ? `I was just ${doing}.` : 'I was just making a cup of tea.';
  const relation = RELATIONSHIP_LINES[choices.relationship] ?? RELATIONSHIP_LINES.friend!;
  return fill(`${hello} ${now} ${pick(relation.ask)}`);
}

const WRITERS: Record<WriterField, (context: Context) => string> = {
  occupation,
  bio,
  description,
  greeting,
};

/** Cut at the last sentence that fits (never expected with these phrases; a safety net). */
function within(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = cut.lastIndexOf('. ');
  return end > 0 ? cut.slice(0, end + 1) : cut.trimEnd();
}

/** A proposal for one text of the Angel; never empty, always within the field's limit. */
export function proposeText(
  field: WriterField,
  choices: AngelChoices,
  seed: string,
  chosenOccupation = '',
): string {
  const pronouns = PRONOUNS[choices.gender] ?? PRONOUNS.FEMALE;
  const fill = (text: string) =>
    text.replace(/\{(she|She|her|obj)\}/g, (_, key: keyof typeof pronouns) => pronouns[key]);
  const pick = picker(`${field}:${seed}`);
  const name = choices.name.trim().split(/\s+/)[0] ?? '';
  // The bio names the occupation: drawn with the occupation's own seed, so proposing both
  // with one seed gives a bio that agrees with the occupation field.
  // An occupation the user already has wins over any drawn one ("Write another bio" must not
  // contradict it).
  const context: Context = { choices, pick, name, fill };
  const occupationGiven = chosenOccupation.replace(/\s+/g, ' ').trim();
  const text =
    field !== 'bio'
      ? WRITERS[field](context)
      : occupationGiven
        ? bio({ ...context, occupation: occupationGiven })
        : bio({ ...context, pick: twoStep(`occupation:${seed}`, pick) });
  return within(upper(text.replace(/\s+/g, ' ').trim()), limitOf(field));
}

/** The first pick comes from `firstSeed` (the occupation), the rest from `rest`. */
function twoStep(firstSeed: string, rest: Pick): Pick {
  const first = picker(firstSeed);
  let used = false;
  return (items) => {
    if (used) return rest(items);
    used = true;
    return first(items);
  };
}

const limitOf = (field: WriterField) =>
  field === 'occupation' ? ANGEL_OCCUPATION_MAX : ANGEL_TEXT_MAX;
