import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Greeting } from './angel-details';

describe('Greeting', () => {
  afterEach(cleanup);

  it('shows the greeting’s *actions* as emphasis, not asterisks', () => {
    const { container } = render(<Greeting text="*looks up from her book* Oh, hello." />);
    expect(container.textContent).toBe('“looks up from her book Oh, hello.”');
    expect(container.querySelector('em')?.textContent).toBe('looks up from her book');
  });
});
