import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOM_PORTRAIT_KEY } from '@contract/constants.ts';
import { PortraitPicker } from './portrait-picker';

afterEach(cleanup);

const choices = [
  { key: 'ember', imageUrl: '/api/portraits/ember.svg', label: 'Ember: a woman with a black bob' },
  { key: 'atlas', imageUrl: '/api/portraits/atlas.svg', label: 'Atlas: a man with short hair' },
];

describe('PortraitPicker (welcome dialog, personal details)', () => {
  it('names each portrait button by what the portrait shows', async () => {
    const onChange = vi.fn();
    render(<PortraitPicker choices={choices} value="ember" onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Portrait' });
    const radios = [...group.querySelectorAll('[role="radio"]')];
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Ember: a woman with a black bob',
      'Atlas: a man with short hair',
    ]);
    const atlas = screen.getByRole('radio', { name: 'Atlas: a man with short hair' });
    expect(atlas.getAttribute('aria-checked')).toBe('false');
    await userEvent.setup().click(atlas);
    expect(onChange).toHaveBeenCalledWith('atlas');
  });

  it("names the user's own design as such", () => {
    render(
      <PortraitPicker
        choices={[{ key: CUSTOM_PORTRAIT_KEY, imageUrl: '/mine.svg', label: 'Your own design' }]}
        value={CUSTOM_PORTRAIT_KEY}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Your own design' })).toBeTruthy();
  });
});
