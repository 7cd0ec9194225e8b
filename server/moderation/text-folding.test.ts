import { describe, expect, it } from 'vitest';
import { asciiLookalike } from './confusables.ts';
import { FILTER_WORDS } from './filter-datasets.ts';
import { lookalikesIn } from './filter-respellings.ts';
import { foldCharacters, foldText, originalRange } from './text-folding.ts';

const folded = (text: string) => foldCharacters(text).text;
const readings = (text: string) => foldText(text, FILTER_WORDS).map((reading) => reading.text);

describe('text folding: the text as a reader reads it', () => {
  it('drops invisible characters inside words', () => {
    const invisible = {
      'soft hyphen': '\u00ad',
      'zero-width space': '\u200b',
      'zero-width non-joiner': '\u200c',
      'zero-width joiner': '\u200d',
      'word joiner': '\u2060',
      'byte order mark': '\ufeff',
      'variation selector': '\ufe0f',
      'variation selector supplement': '\u{e0100}',
      'left-to-right mark': '\u200e',
      'right-to-left override': '\u202e',
      'first strong isolate': '\u2068',
      'Arabic letter mark': '\u061c',
      'tag letter': '\u{e0041}',
      'combining grapheme joiner': '\u034f',
    };
    for (const [name, char] of Object.entries(invisible)) {
      expect(folded(`ki${char}ll`), name).toBe('kill');
    }
  });

  it('drops accents and other combining marks, precomposed or not', () => {
    expect(folded('kíll yóù')).toBe('kill you');
    expect(folded('kíll yóù'.normalize('NFD'))).toBe('kill you');
    expect(folded('k\u0323i\u0308l\u0336l')).toBe('kill');
    expect(folded('café naïve Zoë')).toBe('cafe naive zoe');
  });

  it('reads compatibility forms as their letters: full-width, bold, ligatures', () => {
    expect(folded('ｋｉｌｌ　ｙｏｕ')).toBe('kill you');
    expect(folded('𝐤𝐢𝐥𝐥')).toBe('kill');
    expect(folded('ﬁnd')).toBe('find');
  });

  it("reads other scripts' look-alike letters by Unicode's confusables data", () => {
    // Greek and Cyrillic, small and capital; "I" and "l" drawn alike, told apart by case.
    expect(folded('κιll yοu')).toBe('kill you');
    expect(folded('ΚΙLL ΥΟU')).toBe('kill you');
    expect(folded('кіll уоu')).toBe('kill you');
    expect(asciiLookalike('Ι')).toBe('i');
    expect(asciiLookalike('ǀ')).toBe('l');
    expect(asciiLookalike('т')).toBe('t');
    expect(asciiLookalike('Σ')).toBeUndefined();
    // Not a hand-written list: Greek and Cyrillic together cover most of the alphabet.
    const letters = new Set([
      ...lookalikesIn(0x370, 0x3ff).keys(),
      ...lookalikesIn(0x400, 0x4ff).keys(),
    ]);
    expect(letters.size).toBeGreaterThanOrEqual(20);
  });

  it('keeps where each folded character came from, past surrogate pairs and dropped ones', () => {
    const text = '😀 k\u00adíll 𝐲𝐨𝐮';
    const read = foldCharacters(text);
    expect(read.text).toBe('😀 kill you');
    const start = read.text.indexOf('kill');
    const { start: from, end } = originalRange(read, start, read.text.length);
    expect(text.slice(from, end)).toBe('k\u00adíll 𝐲𝐨𝐮');
  });

  it('joins letters spaced, dotted or hyphenated out, and cuts them into words', () => {
    expect(readings('I will k i l l you')).toEqual(['i will kill you']);
    expect(readings('k.i.l.l y.o.u.r.s.e.l.f')[0]).toBe('kill yourself');
    expect(readings('k-i-l-l  y-o-u')[0]).toBe('kill you');
    expect(readings('k.i-l l yourself')[0]).toBe('kill yourself');
    expect(readings('i w i l l k i l l y o u n o w')[0]).toBe('i will kill you now');
    // Two cuts cover as much: both readings are read.
    expect(readings('n u d e s o f a 1 4 y o')).toContain('nudes of a 14 yo');
    // A number is never cut.
    expect(readings('I have 1 2 3 kids')).toEqual(['i have 123 kids']);
  });

  it('leaves ordinary words, initials and abbreviations as words', () => {
    expect(readings('I skilled')).toEqual(['i skilled']);
    expect(readings('a kil n')).toEqual(['a kil n']);
    expect(readings("I'm a b")).toEqual(["i'm a b"]);
    // Joined, and harmless: initials join into nothing the filter knows.
    expect(readings('e.g. a book')).toEqual(['eg a book']);
    expect(readings('J. R. R. Tolkien')).toEqual(['jrr. tolkien']);
  });

  it('places a match in spaced-out letters over the letters as written', () => {
    const text = 'ok, I will k i l l you';
    const [read] = foldText(text, FILTER_WORDS);
    if (!read) throw new Error('no reading');
    const start = read.text.indexOf('kill');
    const { start: from, end } = originalRange(read, start, start + 'kill'.length);
    expect(text.slice(from, end)).toBe('k i l l');
  });
});
