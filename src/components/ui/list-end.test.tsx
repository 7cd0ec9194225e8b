import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListEnd } from './list-end';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

const props = {
  fetched: false,
  fetching: false,
  error: true,
  more: false,
  loadMore: vi.fn(),
  retry: vi.fn(),
  what: { more: 'more Angels', first: 'the Angels' },
  end: null,
  pageKey: 0,
};

describe('ListEnd', () => {
  it('offline, says the list will load once back online, instead of a failure to retry', () => {
    act(() => onlineManager.setOnline(false));
    render(<ListEnd {...props} />);
    expect(screen.getByRole('status').textContent).toBe(
      "You're offline: the Angels will load when you're back online.",
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('online, a failure offers Retry', () => {
    render(<ListEnd {...props} fetched />);
    expect(screen.getByRole('alert').textContent).toContain('We could not load more Angels.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
