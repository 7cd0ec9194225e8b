import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

// The menu's chunk: the first load fails (a flaky network), the next one arrives.
let loads = 0;
vi.mock('./main-menu', () => {
  loads += 1;
  if (loads === 1) throw new Error('Failed to fetch dynamically imported module: main-menu.js');
  return { MainMenu: () => <nav aria-label="Main menu">Discover</nav> };
});

describe('the lazily loaded main menu', () => {
  it('shows where the menu goes that it could not load, and loads it on a retry', async () => {
    const { LazyMainMenu } = await import('./lazy-main-menu');
    render(<LazyMainMenu />);
    expect(screen.getByLabelText('Loading the menu')).toBeTruthy();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('The menu could not load.'),
    );
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });
});
