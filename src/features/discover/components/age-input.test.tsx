import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgeInput } from './age-input';

afterEach(cleanup);

describe('AgeInput', () => {
  it.each([
    ['Minimum age', 25, 99, 18],
    ['Maximum age', 40, 18, 99],
  ] as const)(
    '%s: clearing the field removes that bound',
    async (label, value, other, unbounded) => {
      const onApply = vi.fn();
      render(
        <AgeInput label={label} value={value} otherBound={other} onApply={onApply} syncKey="a" />,
      );
      const user = userEvent.setup();
      const input = screen.getByRole<HTMLInputElement>('spinbutton', { name: label });
      await user.clear(input);
      // While the field is empty the user may still be on the way to another number.
      expect(onApply).not.toHaveBeenCalled();
      await user.tab();
      expect(onApply).toHaveBeenCalledExactlyOnceWith(unbounded);
      expect(input.value).toBe(String(unbounded));
      expect(input.getAttribute('aria-invalid')).toBeNull();
      expect(screen.queryByText(/whole number/)).toBeNull();
    },
  );

  it('clearing and typing a new age applies only the new age', async () => {
    const onApply = vi.fn();
    render(
      <AgeInput label="Minimum age" value={25} otherBound={99} onApply={onApply} syncKey="a" />,
    );
    const user = userEvent.setup();
    const input = screen.getByRole('spinbutton', { name: 'Minimum age' });
    await user.clear(input);
    await user.type(input, '30{Enter}');
    expect(onApply).not.toHaveBeenCalledWith(18);
    expect(onApply).toHaveBeenLastCalledWith(30);
  });
});
