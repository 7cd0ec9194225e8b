import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultLook,
  LOOK_CHOICES,
  portraitFromChoices,
  defaultChoices,
} from '@contract/angel-looks.ts';
import { drawPortrait } from '@contract/portrait-drawing.ts';
import { LookPicker } from './look-picker';
import { PortraitPreview, portraitDataUrl } from './portrait-preview';

afterEach(cleanup);

describe('PortraitPreview', () => {
  it('shows the drawing of its options as an image with the alt text', async () => {
    const options = portraitFromChoices(defaultChoices(), 'seed-1');
    render(<PortraitPreview options={options} alt="Portrait preview of Mia" />);
    const image = await waitFor(() => {
      const found = screen.getByRole('img', { name: 'Portrait preview of Mia' });
      expect(found.tagName).toBe('IMG');
      return found;
    });
    expect(image.getAttribute('src')).toBe(portraitDataUrl(drawPortrait(options)));
  });
});

function Harness() {
  const [look, setLook] = useState(defaultLook('FEMALE', 'MIXED', 25));
  return (
    <>
      <LookPicker looks={LOOK_CHOICES} value={look} onChange={setLook} />
      <output>{look.hairColor}</output>
    </>
  );
}

describe('LookPicker', () => {
  it('offers one labelled radio group per look field and changes the chosen value', async () => {
    render(<Harness />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Skin tone',
      'Hair style',
      'Hair colour',
      'Eyes',
      'Facial hair',
      'Glasses',
      'Outfit',
      'Outfit colour',
      'Background',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Auburn' }));
    expect(screen.getByRole('status').textContent).toBe('a55728');
    expect((screen.getByRole('radio', { name: 'Auburn' }) as HTMLInputElement).checked).toBe(true);
  });
});
