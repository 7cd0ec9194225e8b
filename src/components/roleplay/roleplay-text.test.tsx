import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emphasisPieces } from './emphasis';
import { RoleplayText } from './roleplay-text';

const shown = (text: string) => {
  const { container } = render(
    <p>
      <RoleplayText text={text} />
    </p>,
  );
  const p = container.querySelector('p')!;
  return { text: p.textContent, em: [...p.querySelectorAll('em')].map((em) => em.textContent) };
};

describe('RoleplayText', () => {
  afterEach(cleanup);

  it('shows *actions* as emphasis without the asterisks', () => {
    expect(shown('*smiles softly* Hello! *waves*')).toEqual({
      text: 'smiles softly Hello! waves',
      em: ['smiles softly', 'waves'],
    });
    expect(shown('That was **really** kind.')).toEqual({
      text: 'That was really kind.',
      em: ['really'],
    });
  });

  it('keeps asterisks that are not a pair around words', () => {
    for (const text of ['2 * 3 * 4', 'a lone * star', '* spaced *', '*still streaming', '**']) {
      expect(shown(text)).toEqual({ text, em: [] });
    }
    // A pair never spans lines: a stray asterisk on each line stays.
    expect(shown('*one\ntwo*').em).toEqual([]);
  });

  it('never turns the text into markup', () => {
    const text = '*<img src=x onerror=alert(1)>* <b>bold</b>';
    const { container } = render(<RoleplayText text={text} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.querySelector('em')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> <b>bold</b>');
  });

  it('says where each piece starts in the original text', () => {
    const text = 'Hi *nods* there';
    for (const piece of emphasisPieces(text)) {
      expect(text.slice(piece.start, piece.start + piece.text.length)).toBe(piece.text);
    }
  });
});
