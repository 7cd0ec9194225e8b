import { describe, expect, it } from 'vitest';
import { SPEECH_CHUNK_MAX, speechChunks, speechText } from './speech-text';

describe('speechText', () => {
  it('leaves roleplay actions out and keeps the spoken words', () => {
    expect(speechText('*smiles warmly* Hello there! *waves*')).toBe('Hello there!');
    expect(speechText('That is **really** kind of you.')).toBe('That is really kind of you.');
  });

  it('reads a reply that is only an action without its asterisks', () => {
    expect(speechText('*nods slowly*')).toBe('nods slowly');
  });

  it('drops markdown marks, link addresses and emoji, never reads them as words', () => {
    expect(speechText('# Plans\n- a walk\n- `tea` at _five_')).toBe('Plans\na walk\ntea at five');
    expect(speechText('See [the map](https://example.com/x) or https://example.com')).toBe(
      'See the map or a link',
    );
    expect(speechText('Good night 😴🌙 , sleep well ❤️')).toBe('Good night, sleep well');
    expect(speechText('<b>not markup</b> 2 * 3')).toBe('<b>not markup</b> 2 * 3');
  });

  it('says nothing for a reply with nothing to say', () => {
    expect(speechText('  ')).toBe('');
  });
});

describe('speechChunks', () => {
  it('keeps a short text whole', () => {
    expect(speechChunks('Hello there.')).toEqual(['Hello there.']);
    expect(speechChunks('')).toEqual([]);
  });

  it('cuts a long text after sentences, every part within the limit, no word lost', () => {
    const sentence = 'This is a sentence of a fair length to be read aloud. ';
    const text = sentence.repeat(12).trim();
    const chunks = speechChunks(text);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(SPEECH_CHUNK_MAX);
      expect(chunk.endsWith('.')).toBe(true);
    }
    expect(chunks.join(' ')).toBe(text);
  });

  it('cuts after a word where no sentence ends in reach', () => {
    const text = 'word '.repeat(100).trim();
    const chunks = speechChunks(text, 50);
    expect(chunks.every((chunk) => chunk.length <= 50 && !chunk.endsWith(' '))).toBe(true);
    expect(chunks.join(' ')).toBe(text);
  });
});
