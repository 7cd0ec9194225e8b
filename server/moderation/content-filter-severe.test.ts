import { describe, expect, it } from 'vitest';
import { severityRank } from '../contract/constants.ts';
import { checkText, isBlocked } from './content-filter.ts';

/** The original text under each span, so a test reads what the console would highlight. */
const highlighted = (text: string) =>
  checkText(text).spans.map(({ start, end }) => text.slice(start, end));

describe('severe matches: what is blocked and what only reads like it', () => {
  // Ordinary sentences a review found blocked: none may be refused, none flagged above high.
  it.each([
    ['this fucking 12 year old beat me at fortnite', 'possible-minor-safety'],
    ['fucking children screaming on my flight', 'possible-minor-safety'],
    ['The fucking kids next door are so loud', 'possible-minor-safety'],
    ["I had sex with my kid's teacher", 'possible-minor-safety'],
    ['I had sex with my kid’s teacher', 'possible-minor-safety'],
    ["I had sex with my kids' teacher", 'possible-minor-safety'],
    ["I want to seduce my kid's soccer coach", 'possible-minor-safety'],
    ['sexy kid gloves', 'sexual'],
    ['My nude 7 year old cat', null],
    ['sexy 14yo', 'possible-minor-safety'],
    ["I'll kill you guys at mario kart", 'game-threat'],
    ['I will kill you at chess tonight', 'game-threat'],
    ["I'll kill you in fortnite", 'game-threat'],
    ['I will murder you in a game of scrabble', 'game-threat'],
    ['I know where you live now, nice house', 'possible-threat'],
    ['I know where you live', 'possible-threat'],
    ['kids sex ed starts in May', 'possible-minor-safety'],
    ['I survived child sex abuse', 'possible-minor-safety'],
    ["I'm scared I'll hurt you", null],
  ])('does not block %j (flags it as %s)', (text, category) => {
    const verdict = checkText(text);
    expect(isBlocked(verdict)).toBe(false);
    expect(verdict.category).toBe(category);
    expect(severityRank(verdict.severity ?? 'low')).toBeLessThanOrEqual(severityRank('high'));
  });

  it.each([
    ['I will kill you', 'threat'],
    ['I will kill you.', 'threat'],
    ["I'm going to kill you", 'threat'],
    ['I will find you and hurt you', 'threat'],
    ['we will find you and kill you', 'threat'],
    ['I will kill you in your sleep', 'threat'],
    ['I will kill you at school tomorrow', 'threat'],
    ['I will kill you guys', 'threat'],
    ['kill yourself', 'threat'],
    ['kys', 'threat'],
    ['child porn', 'minor-safety'],
    ['сhild porn', 'minor-safety'], // Cyrillic с
    ['sex with a 12 year old', 'minor-safety'],
    ['s3x w1th a 12 year old', 'minor-safety'],
    ['Sex with a twelve-year-old', 'minor-safety'],
    ['nudes of a 14yo', 'minor-safety'],
    ['nud3s of a 14y0', 'minor-safety'],
    ['n00dz of a 14yo', 'minor-safety'],
    ['fuck a child', 'minor-safety'],
    ['fucking a 12 year old', 'minor-safety'],
    ['fucked a kid', 'minor-safety'],
    ['seduce a child', 'minor-safety'],
    ['sex with my kid', 'minor-safety'],
    ["'sex with kids' is what he wanted", 'minor-safety'],
    ['underage sex', 'minor-safety'],
  ])('blocks %j as %s', (text, category) => {
    const verdict = checkText(text);
    expect(verdict).toMatchObject({ severity: 'severe', category });
    expect(isBlocked(verdict)).toBe(true);
  });

  it('keeps mild profanity delivered and flagged low', () => {
    for (const text of ['this is shit', 'bullshit']) {
      expect(checkText(text), text).toMatchObject({ severity: 'low', category: 'profanity' });
    }
  });

  it('spans the flagged pair in the original text, past emoji and curly apostrophes', () => {
    expect(highlighted('😀 The fucking kids next door')).toEqual(['fucking kids']);
    expect(highlighted('😀 I had sex with my kid’s teacher')).toEqual(['sex with my kid']);
    expect(highlighted('ok 😀 I’ll kill you guys at mario kart')).toEqual(['I’ll kill you']);
    expect(highlighted('😀 I know where you live now')).toEqual(['I know where you live']);
  });
});
