/**
 * Respellings of a phrase as people write them to get past a filter, generated rather than
 * listed, so every phrase the filter refuses is tried in every disguise: letters spaced,
 * dotted or hyphenated out, accents and other combining marks, look-alike letters of Greek
 * and Cyrillic (from Unicode's confusables data, as the filter reads them), invisible
 * characters inside words, full-width forms and repeated letters. Used by the filter's tests
 * and by the security suite.
 */
import { asciiLookalike } from './confusables.ts';
import { spellings } from './filter-datasets.ts';
import {
  MINOR_REFERENCES,
  MINOR_SAFETY_TERMS,
  SEXUAL_ACTS,
  SEXUAL_NOUNS,
  THREAT_LEADS,
  THREAT_PHRASES,
  THREAT_TARGETS,
} from './severe-phrases.ts';

/** A phrase pattern as plain text: its shortest spelling without apostrophes. */
export function plainPhrase(pattern: string): string {
  const plain = spellings(pattern.replace(/^\|/, ''))
    .filter((spelling) => !spelling.includes("'"))
    .map((spelling) => spelling.replace(/\?/g, ' ').replace(/\s+/g, ' ').trim())
    .sort((a, b) => a.length - b.length)[0];
  return plain ?? pattern;
}

/** The n-th item of a list, round and round: pairs each half with a different other half. */
const nth = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/**
 * Every phrase the filter refuses, as text: each whole phrase, and each half of a pair next
 * to another half ("I will kill" + "you", "sex with" + "a child", "child" + "porn").
 */
export function refusedPhrases(): string[] {
  const [leads, targets] = [THREAT_LEADS.map(plainPhrase), THREAT_TARGETS.map(plainPhrase)];
  const [acts, minors] = [SEXUAL_ACTS.map(plainPhrase), MINOR_REFERENCES.map(plainPhrase)];
  const nouns = SEXUAL_NOUNS.map(plainPhrase);
  return [
    ...new Set([
      ...[...THREAT_PHRASES, ...MINOR_SAFETY_TERMS].map(plainPhrase),
      ...leads.map((lead, i) => `${lead} ${nth(targets, i)}`),
      ...targets.map((target, i) => `${nth(leads, i * 7)} ${target}`),
      ...acts.map((act, i) => `${act} ${nth(minors, i * 5)}`),
      ...minors.map((minor, i) => `${nth(acts, i)} ${minor}`),
      ...nouns.map((noun, i) => `${nth(minors, i * 3)} ${noun}`),
    ]),
  ];
}

/** Each ASCII letter's look-alikes in a block of Unicode, by Unicode's confusables data. */
export function lookalikesIn(first: number, last: number): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (let code = first; code <= last; code += 1) {
    const char = String.fromCodePoint(code);
    // Letters as they stand: compatibility forms ("ͺ" is a space and a mark) fold otherwise.
    if (!/\p{L}/u.test(char) || char.normalize('NFKD') !== char) continue;
    const ascii = asciiLookalike(char);
    if (ascii && /^[a-z]$/.test(ascii)) found.set(ascii, [...(found.get(ascii) ?? []), char]);
  }
  return found;
}

const GREEK = lookalikesIn(0x370, 0x3ff);
const CYRILLIC = lookalikesIn(0x400, 0x4ff);

const words = (phrase: string) => phrase.split(' ');
const eachWord = (phrase: string, spell: (word: string) => string, gap = ' ') =>
  words(phrase).map(spell).join(gap);
const letters = (word: string) => [...word];
const between = (glue: string) => (phrase: string) =>
  eachWord(phrase, (word) => letters(word).join(glue));
const cycling = (glues: string[]) => (phrase: string) =>
  eachWord(phrase, (word) =>
    letters(word)
      .map((char, i) => (i === 0 ? char : `${nth(glues, i)}${char}`))
      .join(''),
  );
const inScript = (script: Map<string, string[]>) => (phrase: string) =>
  [...phrase].map((char, i) => nth(script.get(char) ?? [char], i)).join('');

const FULLWIDTH_OFFSET = 0xff01 - 0x21;
const fullwidth = (phrase: string) =>
  [...phrase]
    .map((char) =>
      char === ' ' ? '\u3000' : String.fromCodePoint(char.charCodeAt(0) + FULLWIDTH_OFFSET),
    )
    .join('');
/** Vowels with a precomposed accent ("kíll"), other letters followed by a combining dot. */
const marked = (phrase: string) =>
  [...phrase]
    .map((char) =>
      /[aeiouy]/.test(char)
        ? `${char}\u0301`.normalize('NFC')
        : /[a-z]/.test(char)
          ? `${char}\u0323`
          : char,
    )
    .join('');

/** Each disguise, by name: how a lower-case plain phrase is respelled. */
export const RESPELLINGS: Record<string, (phrase: string) => string> = {
  'letters spaced out': (phrase) => eachWord(phrase, (word) => letters(word).join(' '), '   '),
  'letters spaced out, words too': (phrase) => letters(phrase.replace(/ /g, '')).join(' '),
  'capitals spaced out': (phrase) => letters(phrase.toUpperCase().replace(/ /g, '')).join(' '),
  'letters dotted out': between('.'),
  'letters hyphenated': between('-'),
  'mixed separators': cycling(['.', ' ', '-', '_', '*', ' . ']),
  'combining marks': marked,
  'combining marks, decomposed': (phrase) => marked(phrase).normalize('NFD'),
  'Greek look-alikes': inScript(GREEK),
  'Cyrillic look-alikes': inScript(CYRILLIC),
  'Cyrillic look-alikes, dotted out': (phrase) => between('.')(inScript(CYRILLIC)(phrase)),
  'soft hyphens inside words': between('\u00ad'),
  'zero-width joiners inside words': between('\u200d'),
  'zero-width spaces inside words': between('\u200b'),
  'zero-width non-joiners inside words': between('\u200c'),
  'other invisible characters': cycling([
    '\u2060',
    '\ufeff',
    '\ufe0f',
    '\u202e',
    '\u2066',
    '\u{e0041}',
  ]),
  'full-width letters': fullwidth,
  // Letters only: "444" is another number than "4", not a disguise.
  'repeated letters': (phrase) =>
    [...phrase].map((char) => (/[a-z]/.test(char) ? char.repeat(3) : char)).join(''),
};
