import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemoryMarks } from '@contract/memory.ts';
import { MemoryMark } from './memory-mark';

const get = vi.fn<(path: string) => Promise<MemoryMarks>>();
vi.mock('@/lib/auth/auth-client', () => ({ authClient: { get: (path: string) => get(path) } }));

const used = '3f0b7c1e-2d4a-4c55-9a8e-1b2c3d4e5f60';
const plain = '9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4';
const marks: MemoryMarks = {
  marks: [
    {
      messageId: used,
      facts: [
        { id: 1, text: 'Your sister lives in Leeds' },
        { id: 2, text: 'Your dog is called Biscuit' },
      ],
    },
  ],
};

function renderMark(
  messageId: string,
  onOpenMemory = vi.fn(),
  createdAt = '2026-01-01T00:00:00.000Z',
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryMark
        chatHash="h1"
        messageId={messageId}
        createdAt={createdAt}
        name="Mia Rose"
        onOpenMemory={onOpenMemory}
      />
    </QueryClientProvider>,
  );
  return onOpenMemory;
}

const dialog = () => document.querySelector('dialog')!;

describe('MemoryMark (under a reply that used a memory)', () => {
  afterEach(() => {
    cleanup();
    get.mockReset();
  });

  it('shows a labelled 44px button that opens the memories the reply used', async () => {
    get.mockResolvedValue(marks);
    renderMark(used);
    const mark = await screen.findByRole('button', { name: 'Remembered: 2 things' });
    expect(get).toHaveBeenCalledWith('/memory/chats/h1/marks');
    expect(mark.className).toMatch(/min-h-11/);
    expect(mark.className).toMatch(/min-w-11/);
    await userEvent.click(mark);
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Mia remembered' })).toBeTruthy();
    expect(screen.getByText('Your sister lives in Leeds')).toBeTruthy();
    expect(screen.getByText('Your dog is called Biscuit')).toBeTruthy();
  });

  it('closes on Esc and gives focus back to the mark', async () => {
    get.mockResolvedValue(marks);
    renderMark(used);
    const mark = await screen.findByRole('button', { name: 'Remembered: 2 things' });
    mark.focus();
    await userEvent.keyboard('{Enter}');
    expect(dialog().open).toBe(true);
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(mark);
  });

  it('leads to everything the Angel remembers', async () => {
    get.mockResolvedValue(marks);
    const onOpenMemory = renderMark(used);
    await userEvent.click(await screen.findByRole('button', { name: 'Remembered: 2 things' }));
    await userEvent.click(screen.getByRole('button', { name: 'Everything Mia remembers' }));
    expect(onOpenMemory).toHaveBeenCalledOnce();
    expect(dialog().open).toBe(false);
  });

  it('a reply written after the marks were read asks for its own, once', async () => {
    get.mockImplementation((path) =>
      Promise.resolve(path.includes('?reply=') ? marks : { marks: [] }),
    );
    renderMark(used, vi.fn(), new Date(Date.now() + 60_000).toISOString());
    expect(await screen.findByRole('button', { name: 'Remembered: 2 things' })).toBeTruthy();
    expect(get.mock.calls.map(([path]) => path)).toEqual([
      '/memory/chats/h1/marks',
      `/memory/chats/h1/marks?reply=${used}`,
    ]);
  });

  it('shows nothing under a reply that used no memory', async () => {
    get.mockResolvedValue(marks);
    renderMark(plain);
    await vi.waitFor(() => expect(get).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
