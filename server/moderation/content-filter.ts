/**
 * The content filter: the server's verdict on a user's text (messages, avatar names). It
 * reads the text folded as a reader reads it (text-folding.ts: invisible characters,
 * accents, look-alike letters of any script, spaced-out letters), undoes leetspeak and
 * repeated letters (obscenity), drops our allow-list's false positives, and says how severe
 * the worst match is and where every match is, in the original text, so the console can
 * highlight it.
 */
import { englishDataset, RegExpMatcher } from 'obscenity';
import { severityRank, type Severity } from '../contract/constants.ts';
import type { FlaggedSpan } from '../contract/moderation.ts';
import { readsAsName } from './allow-list.ts';
import {
  CATEGORY_SEVERITY,
  ENGLISH_WORD_CATEGORIES,
  matchRange,
  type FilterCategory,
  type FilterMatch as Found,
} from './filter-categories.ts';
import { FILTER_WORDS, profanityOptions } from './filter-datasets.ts';
import { blankMentions } from './filter-mentions.ts';
import { severeMatches } from './severe-matches.ts';
import { foldText, originalRange, type FoldedText } from './text-folding.ts';

export type FilterVerdict = {
  /** The worst match's severity; null when nothing matched. */
  severity: Severity | null;
  /** The worst match's category; null when nothing matched. */
  category: FilterCategory | null;
  /** Where the matches are: [start, end) in UTF-16 code units of the text, sorted, apart. */
  spans: FlaggedSpan[];
};

export type CheckOptions = {
  /** The text is a name (an avatar's): a capitalised "Dick" alone is read as a name. */
  asName?: boolean;
  /** Names the text may mention as "@Name" (the chat's Angels): their mentions are not read. */
  names?: readonly string[];
};

const profanity = new RegExpMatcher(profanityOptions());

/** Matches of the word list in the folded text, placed in the original `text`. */
function profaneMatches(read: FoldedText, text: string, asName: boolean): Found[] {
  return profanity.getAllMatches(read.text).flatMap((match) => {
    const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    const folded = matchRange(match);
    const { start, end } = originalRange(read, folded.start, folded.end);
    // A name is told by how it is written: read in the original.
    if (!word || readsAsName(text, start, end, word, asName)) return [];
    return [{ start, end, term: word, category: ENGLISH_WORD_CATEGORIES[word] }];
  });
}

const rank = (found: Found) => severityRank(CATEGORY_SEVERITY[found.category]);

/** Overlapping matches become one span, named by its most severe match. */
function merge(found: Found[]): { spans: FlaggedSpan[]; worst: Found | undefined } {
  const sorted = [...found].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Found[] = [];
  for (const next of sorted) {
    const last = merged.at(-1);
    if (!last || next.start >= last.end) merged.push({ ...next });
    else {
      last.end = Math.max(last.end, next.end);
      if (rank(next) > rank(last))
        Object.assign(last, { term: next.term, category: next.category });
    }
  }
  const worst = merged.reduce<Found | undefined>(
    (top, next) => (!top || rank(next) > rank(top) ? next : top),
    undefined,
  );
  return { spans: merged.map(({ start, end, term }) => ({ start, end, term })), worst };
}

/** The filter's verdict on one text. Pure and synchronous: cheap enough for every message. */
export function checkText(text: string, options: CheckOptions = {}): FilterVerdict {
  const readings = foldText(blankMentions(text, options.names ?? []), FILTER_WORDS);
  const { spans, worst } = merge(
    readings.flatMap((read) => [
      ...severeMatches(read.text).map((found) => ({
        ...found,
        ...originalRange(read, found.start, found.end),
      })),
      ...profaneMatches(read, text, options.asName ?? false),
    ]),
  );
  return {
    severity: worst ? CATEGORY_SEVERITY[worst.category] : null,
    category: worst?.category ?? null,
    spans,
  };
}

/** Severe text is refused before it is stored or answered. */
export const isBlocked = (verdict: FilterVerdict): boolean => verdict.severity === 'severe';
