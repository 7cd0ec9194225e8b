/**
 * The two word lists the content filter matches, in the form obscenity's matcher takes:
 * obscenity's English dataset with our allow-list, and our severe phrases with the folding
 * they are matched under.
 */
import {
  collapseDuplicatesTransformer,
  createStatefulTransformer,
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  remapCharactersTransformer,
  resolveConfusablesTransformer,
  toAsciiLowerCaseTransformer,
  type RegExpMatcherOptions,
  type TransformerContainer,
} from 'obscenity';
import { ALLOWED_TERMS } from './allow-list.ts';
import { COMMON_WORDS } from './common-words.ts';
import { ENGLISH_WORD_CATEGORIES } from './filter-categories.ts';
import {
  GAME_CONTEXTS,
  GAME_DETERMINERS,
  GAME_PLAYERS,
  MINOR_REFERENCES,
  MINOR_SAFETY_TERMS,
  NOT_PEOPLE,
  POSSIBLE_THREATS,
  SEXUAL_ACTS,
  SEXUAL_NOUNS,
  SEXUAL_TOPICS,
  SEXUAL_WORDS,
  THREAT_LEADS,
  THREAT_PHRASES,
  THREAT_TARGETS,
} from './severe-phrases.ts';

/** obscenity's English words and its recommended folding, plus our allow-list. */
export function profanityOptions(): RegExpMatcherOptions {
  const { blacklistedTerms, whitelistedTerms = [] } = englishDataset.build();
  return {
    blacklistedTerms,
    whitelistedTerms: [...whitelistedTerms, ...ALLOWED_TERMS],
    ...englishRecommendedTransformers,
  };
}

/**
 * How the severe phrases are folded: like obscenity's English set (look-alikes, case,
 * repeated letters, leetspeak), except that every repeated letter collapses to one, in the
 * phrases as in the text ("kiiilll yooouuu" and "kill you" both read "kil you"), repeats
 * collapse before leetspeak, and digits never collapse, so "22 year old" stays apart from
 * "2 year old". Curly apostrophes and any white space read as their plain forms.
 */
const isDigit = (char: number) => char >= 0x30 && char <= 0x39;
const isLetter = (char: number) => char >= 0x61 && char <= 0x7a;

/**
 * Repeated digits inside a word are a repeated letter in leetspeak ("n00dz" is "noodz"), and
 * collapse once; a number standing alone ("44 year old") keeps every digit.
 */
const collapseDigitsInWords = createStatefulTransformer(() => {
  let last = -1;
  let afterLetter = false;
  return {
    transform(char: number) {
      if (!isDigit(char)) {
        last = char;
        return char;
      }
      if (char === last) return afterLetter ? undefined : char;
      afterLetter = isLetter(last);
      last = char;
      return char;
    },
    reset() {
      last = -1;
      afterLetter = false;
    },
  };
});

export const SEVERE_TRANSFORMERS: TransformerContainer[] = [
  resolveConfusablesTransformer(),
  remapCharactersTransformer({ "'": '\u2019\u2018`\u00b4', ' ': '\t\n\r\u00a0' }),
  toAsciiLowerCaseTransformer(),
  collapseDigitsInWords,
  collapseDuplicatesTransformer({
    defaultThreshold: 1,
    customThresholds: new Map(
      '0123456789'.split('').map((digit): [string, number] => [digit, Infinity]),
    ),
  }),
  remapCharactersTransformer({ a: '@4', e: '3', i: '1!|', o: '0', s: '$5', t: '7' }),
];

/** A severe phrase's part in a match: whole on its own, or one half of a pair. */
export type SevereRole =
  | 'threat'
  | 'threat-lead'
  | 'threat-target'
  | 'possible-threat'
  | 'minor-term'
  | 'sexual-act'
  | 'sexual-word'
  | 'minor'
  | 'sexual-noun';

const META = new Set(['[', ']', '?', '|']);

/** The phrase as the folded text will read: its literal characters through the folding. */
export function foldPattern(phrase: string, transformers = SEVERE_TRANSFORMERS): string {
  const steps = transformers.map((t): ((char: number) => number | undefined) => {
    if (!('factory' in t)) return t.transform;
    const stateful = t.factory();
    return (char) => stateful.transform(char);
  });
  let folded = '';
  for (const char of phrase) {
    if (META.has(char)) {
      folded += char;
      continue;
    }
    let code: number | undefined = char.codePointAt(0);
    for (const step of steps) code = code === undefined ? undefined : step(code);
    if (code !== undefined) folded += String.fromCodePoint(code);
  }
  return folded;
}

const ROLES: [SevereRole, string[]][] = [
  ['threat', THREAT_PHRASES],
  ['threat-lead', THREAT_LEADS],
  ['threat-target', THREAT_TARGETS],
  ['possible-threat', POSSIBLE_THREATS],
  ['minor-term', MINOR_SAFETY_TERMS],
  ['sexual-act', SEXUAL_ACTS],
  ['sexual-word', SEXUAL_WORDS],
  ['minor', MINOR_REFERENCES],
  ['sexual-noun', SEXUAL_NOUNS],
];

export const severeDataset = new DataSet<{ role: SevereRole }>();
for (const [role, phrases] of ROLES) {
  severeDataset.addPhrase((phrase) => {
    phrase.setMetadata({ role });
    for (const text of new Set(phrases.map((p) => foldPattern(p)))) {
      phrase.addPattern(parseRawPattern(text));
    }
    return phrase;
  });
}

export function severeOptions(): RegExpMatcherOptions {
  return { ...severeDataset.build(), blacklistMatcherTransformers: SEVERE_TRANSFORMERS };
}

/** Every spelling a pattern allows, each optional part `[x]` in or out ("i[']ll", "ill"). */
export function spellings(pattern: string): string[] {
  const open = pattern.indexOf('[');
  const close = pattern.indexOf(']', open);
  if (open === -1 || close === -1) return [pattern];
  const [before, inner, after] = [
    pattern.slice(0, open),
    pattern.slice(open + 1, close),
    pattern.slice(close + 1),
  ];
  return spellings(after).flatMap((rest) => [before + inner + rest, before + rest]);
}

/**
 * The words the filter knows: of its phrases (with their contexts), obscenity's word list,
 * the allow-list and common English words. Spaced-out letters are cut into these ("k i l l
 * y o u" reads "kill you"); single letters only where they are words ("a", "i", "u").
 */
export const FILTER_WORDS: ReadonlySet<string> = new Set(
  [
    ...[THREAT_LEADS, THREAT_TARGETS, THREAT_PHRASES, POSSIBLE_THREATS].flat(),
    ...[MINOR_SAFETY_TERMS, SEXUAL_ACTS, SEXUAL_WORDS, MINOR_REFERENCES, SEXUAL_NOUNS].flat(),
    ...[GAME_CONTEXTS, GAME_PLAYERS, GAME_DETERMINERS, NOT_PEOPLE, SEXUAL_TOPICS].flat(),
    ...Object.keys(ENGLISH_WORD_CATEGORIES),
    ...ALLOWED_TERMS,
  ]
    .flatMap(spellings)
    .flatMap((spelling) => spelling.toLowerCase().split(/[^a-z0-9]+/))
    .filter((word) => word.length >= 2)
    .concat(COMMON_WORDS),
);
