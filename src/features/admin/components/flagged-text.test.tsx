import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FlaggedText } from './flagged-text';

describe('FlaggedText', () => {
  afterEach(cleanup);

  it('shows *actions* as emphasis and keeps the flagged spans marked, inside and around them', () => {
    const text = '*hugs you* you idiot *grins*';
    // "idiot" outside an action, "you" inside the first one.
    const spans = [
      { start: 15, end: 20, term: 'idiot' },
      { start: 6, end: 9, term: 'you' },
    ];
    const { container } = render(<FlaggedText text={text} spans={spans} />);
    expect(container.textContent).toBe('hugs you you idiot grins');
    expect([...container.querySelectorAll('em')].map((e) => e.textContent)).toEqual([
      'hugs ',
      'you',
      'grins',
    ]);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'you',
      'idiot',
    ]);
    expect(container.querySelector('mark em')?.textContent).toBe('you');
  });

  it('leaves a text without actions or flags as it is', () => {
    const { container } = render(<FlaggedText text="2 * 3 is six" spans={[]} />);
    expect(container.innerHTML).toBe('2 * 3 is six');
  });
});
