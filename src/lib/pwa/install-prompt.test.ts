import { describe, expect, it } from 'vitest';
import { isIosSafari } from './install-prompt';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
  iPadSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};

describe('isIosSafari', () => {
  it('is Safari on iPhone and iPad (which calls itself a Mac with touch)', () => {
    expect(isIosSafari(UA.iPhoneSafari, 5)).toBe(true);
    expect(isIosSafari(UA.iPadSafari, 5)).toBe(true);
  });

  it('is not a desktop Mac, Chrome on iOS (it cannot add to the home screen the same way) or Android', () => {
    expect(isIosSafari(UA.iPadSafari, 0)).toBe(false);
    expect(isIosSafari(UA.iPhoneChrome, 5)).toBe(false);
    expect(isIosSafari(UA.androidChrome, 5)).toBe(false);
  });
});
