/**
 * The two word lists the content filter matches, in the form obscenity's matcher takes:
 * obscenity's English dataset with our allow-list, and our severe phrases with the folding
 * they are matched under.
 */
import {
  collapseDuplicatesTransformer,
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
import {
  MINOR_REFERENCES,
  MINOR_SAFETY_TERMS,
  POSSIBLE_THREATS,
  SEXUAL_ACTS,
  SEXUAL_NOUNS,
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
 * repeated letters, leetspeak), except that repeats collapse before leetspeak and digits
 * never collapse, so "22 year old" stays apart from "2 year old". Curly apostrophes and any
 * white space read as their plain forms.
 */
export const SEVERE_TRANSFORMERS: TransformerContainer[] = [
  resolveConfusablesTransformer(),
  remapCharactersTransformer({ "'": '\u2019\u2018`\u00b4', ' ': '\t\n\r\u00a0' }),
  toAsciiLowerCaseTransformer(),
  collapseDuplicatesTransformer({
    defaultThreshold: 1,
    customThresholds: new Map([
      ...['b', 'e', 'o', 'l', 's', 'g'].map((char): [string, number] => [char, 2]),
      ...'0123456789'.split('').map((digit): [string, number] => [digit, Infinity]),
    ]),
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
