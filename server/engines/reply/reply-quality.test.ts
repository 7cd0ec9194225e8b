import { describe, expect, it } from 'vitest';
import { ANGELS, CASES, reply } from './reply-test-set.ts';

// Every message of the set, answered by every catalogue Angel, with two seeds each.
describe('reply quality: every catalogue Angel answers what was asked', () => {
  it('has a big enough test set', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(ANGELS.length).toBeGreaterThan(60);
  });

  it.each(CASES)('%s', (message, ...expected) => {
    for (const persona of ANGELS) {
      for (const seed of ['a', 'b']) {
        const text = reply(persona, message, `${persona.id}:${seed}`);
        for (const want of expected) {
          const pattern = typeof want === 'function' ? want(persona) : want;
          expect(text, `${persona.name} (seed ${seed})`).toMatch(pattern);
        }
      }
    }
  });
});
