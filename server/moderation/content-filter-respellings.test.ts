/**
 * Every phrase the filter refuses, in every disguise a reader still reads (generated, see
 * filter-respellings.ts), is refused; ordinary sentences next to those disguises, and the
 * allow-list's words, are delivered without a flag.
 */
import { describe, expect, it } from 'vitest';
import { ALLOWED_TERMS } from './allow-list.ts';
import { checkText, isBlocked } from './content-filter.ts';
import { ORDINARY_SENTENCES } from './filter-ordinary.ts';
import { refusedPhrases, RESPELLINGS } from './filter-respellings.ts';

const PHRASES = refusedPhrases();

describe('the filter reads respellings of what it refuses', () => {
  it('has phrases to respell, each refused as written', () => {
    expect(PHRASES.length).toBeGreaterThan(200);
    const passed = PHRASES.filter((phrase) => !isBlocked(checkText(phrase)));
    expect(passed).toEqual([]);
  });

  it.each(Object.entries(RESPELLINGS))('refuses every phrase with %s', (_, respell) => {
    const passed = PHRASES.map(respell).filter((text) => !isBlocked(checkText(text)));
    expect(passed).toEqual([]);
  });

  it('shows what matched in the text as written, disguise and all', () => {
    const shown = (text: string) =>
      checkText(text).spans.map(({ start, end }) => text.slice(start, end));
    expect(shown('ok. I will k i l l you!')).toEqual(['I will k i l l you']);
    expect(shown('ok. I will k\u00adi\u200dll y\u200bou!')).toEqual([
      'I will k\u00adi\u200dll y\u200bou',
    ]);
    expect(shown('😀 c.h.i.l.d p.o.r.n')).toEqual(['c.h.i.l.d p.o.r.n']);
    expect(shown('I will κιll yοu')).toEqual(['I will κιll yοu']);
    const decomposed = 'I will kíll yoú'.normalize('NFD');
    expect(shown(decomposed)).toEqual([decomposed]);
    // Flagged words, too: spaced out, still flagged and shown.
    expect(checkText('oh s h i t')).toMatchObject({ severity: 'low', spans: [{ term: 'shit' }] });
  });
});

describe('the filter still delivers ordinary text', () => {
  it.each(ORDINARY_SENTENCES)('delivers %j without a flag', (text) => {
    expect(checkText(text)).toEqual({ severity: null, category: null, spans: [] });
  });

  it("delivers the allow-list's words, plain and in sentences", () => {
    for (const term of ALLOWED_TERMS) {
      for (const text of [term, `We talked about ${term} today.`]) {
        expect(checkText(text).spans, text).toEqual([]);
      }
    }
  });
});
