import { describe, expect, it } from 'vitest';
import { DICTATION_ERRORS, dictationError, heard, type RecognitionResultEvent } from './dictation';

const result = (transcript: string, isFinal: boolean) =>
  Object.assign([{ transcript }], { isFinal });

describe('heard', () => {
  it('takes finished words from the changed results on, and what is still being heard', () => {
    const event: RecognitionResultEvent = {
      resultIndex: 1,
      results: [result('old words', true), result(' how are', true), result(' you to', false)],
    };
    expect(heard(event)).toEqual({ final: 'how are', interim: 'you to' });
  });
});

describe('dictationError', () => {
  it('says every error the engines report in words, and nothing when we stopped it', () => {
    for (const [code, message] of Object.entries(DICTATION_ERRORS)) {
      expect(dictationError(code)).toBe(message);
      if (code !== 'aborted') expect(message).toMatch(/^[A-Z].{20,}\.$/);
    }
    expect(dictationError('aborted')).toBeNull();
    expect(dictationError('something-new')).toBe('Dictation stopped unexpectedly. Try again.');
  });
});
