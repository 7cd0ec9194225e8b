/**
 * Severe matches: our phrases, whole ("kill yourself") or in two halves that must stand
 * side by side ("I will kill" + "you", "sex with" + "a 12 year old", "child" + "porn").
 * Pairing halves keeps the lists short; the gaps allowed between them keep the pairs tight.
 * What may only read as one (a threat in a game, an intensifier next to "kids", a
 * possessive "kid's") is matched under a category that flags instead of blocking.
 */
import { RegExpMatcher } from 'obscenity';
import { ALLOWED_TERMS } from './allow-list.ts';
import {
  CATEGORY_TERMS,
  matchRange,
  type FilterCategory,
  type FilterMatch as Found,
  type MatchRange as Range,
} from './filter-categories.ts';
import { severeDataset, severeOptions, type SevereRole } from './filter-datasets.ts';
import { aboutAnother, inGame, namesATopic } from './severe-context.ts';

const severe = new RegExpMatcher(severeOptions());

/**
 * Where a severe phrase ends, if it ends a word there: "kill you!" does, "kill youtube" and
 * "kidding" do not. Repeats of the last letter ("kill youuu") were folded into the match.
 */
function wordEnd(text: string, end: number): number | null {
  const last = text.charAt(end - 1).toLowerCase();
  let next = end;
  while (next < text.length && text.charAt(next).toLowerCase() === last) next += 1;
  return /[\p{L}\p{N}]/u.test(text.charAt(next)) ? null : next;
}

/** Between a threat's halves: spaces only ("I will kill" + "you"). */
const THREAT_GAP = /^\s+$/u;
/** Between a sexual act and a minor: spaces and at most one short word ("a", "my", "the"). */
const ACT_GAP = /^[\s-]+(?:[^\s-]{1,4}[\s-]+)?$/u;
/** Between a minor and sexual material ("child porn", "child-porn", "childporn"). */
const NOUN_GAP = /^[\s-]*$/u;

/** Two halves side by side, the second ending a word, with only `gap` between them. */
function pairs(
  text: string,
  [firsts, seconds]: [Range[], Range[]],
  gap: RegExp,
): { start: number; second: Range; end: number }[] {
  return firsts.flatMap((first) =>
    seconds.flatMap((second) => {
      const end = wordEnd(text, second.end);
      if (end === null || second.start < first.end) return [];
      if (!gap.test(text.slice(first.end, second.start))) return [];
      return [{ start: first.start, second, end }];
    }),
  );
}

const found = (start: number, end: number, category: FilterCategory): Found => ({
  start,
  end,
  term: CATEGORY_TERMS[category],
  category,
});

/**
 * A match's range, past the repeats of its last letter: "kiiilll" folds to "kil", and the
 * match of "kil" ends at the first "l"; what follows a match starts after the last.
 */
function pastRepeats(text: string, { start, end }: Range): Range {
  const last = text.charAt(end - 1).toLowerCase();
  let next = end;
  while (/\p{L}/u.test(last) && text.charAt(next).toLowerCase() === last) next += 1;
  return { start, end: next };
}

/** Where the allow-list's terms stand in the text ("rapped" is not "raped"). */
function allowedRanges(text: string): Range[] {
  return ALLOWED_TERMS.flatMap((term) => {
    const ranges: Range[] = [];
    for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
      ranges.push({ start: at, end: at + term.length });
    }
    return ranges;
  });
}

/** `text` is folded (text-folding.ts); the ranges are of the folded text. */
export function severeMatches(text: string): Found[] {
  const byRole = new Map<SevereRole, Range[]>();
  const allowed = allowedRanges(text);
  for (const match of severe.getAllMatches(text)) {
    const role = severeDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.role;
    const range = pastRepeats(text, matchRange(match));
    if (allowed.some(({ start, end }) => start <= range.start && range.end <= end)) continue;
    if (role) byRole.set(role, [...(byRole.get(role) ?? []), range]);
  }
  const of = (role: SevereRole) => byRole.get(role) ?? [];
  const whole = (role: SevereRole, category: FilterCategory): Found[] =>
    of(role).flatMap(({ start, end }) => {
      const wordEnds = wordEnd(text, end);
      return wordEnds === null ? [] : [found(start, wordEnds, category)];
    });
  const notAMinor = ({ second, end }: { second: Range; end: number }) =>
    aboutAnother(text, second.start, end);
  return [
    ...whole('threat', 'threat'),
    ...whole('possible-threat', 'possible-threat'),
    ...pairs(text, [of('threat-lead'), of('threat-target')], THREAT_GAP).map(({ start, end }) =>
      found(start, end, inGame(text, end) ? 'game-threat' : 'threat'),
    ),
    ...whole('minor-term', 'minor-safety'),
    // "Sex with my kid's teacher" is about the teacher, but "kid's" may be "kid is": flagged.
    ...pairs(text, [of('sexual-act'), of('minor')], ACT_GAP).map((pair) =>
      found(pair.start, pair.end, notAMinor(pair) ? 'possible-minor-safety' : 'minor-safety'),
    ),
    ...pairs(text, [of('sexual-word'), of('minor')], ACT_GAP)
      .filter((pair) => !notAMinor(pair))
      .map(({ start, end }) => found(start, end, 'possible-minor-safety')),
    ...pairs(text, [of('minor'), of('sexual-noun')], NOUN_GAP).map(({ start, end }) =>
      found(start, end, namesATopic(text, end) ? 'possible-minor-safety' : 'minor-safety'),
    ),
  ];
}
