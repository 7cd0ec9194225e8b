import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardPreview } from '@contract/angels.ts';
import { authClient } from '@/lib/auth/auth-client';
import { ImportCard } from './import-card';

vi.mock('@/lib/auth/auth-client', () => ({ authClient: { post: vi.fn() } }));
vi.mock('@/lib/auth/user-refresh', () => ({ refreshUser: vi.fn() }));

const post = vi.mocked(authClient.post);
const paths = () => post.mock.calls.map(([path]) => path);
const maren: CardPreview = {
  name: 'Maren',
  greeting: '*looks up* You came.',
  age: null,
  portrait: null,
  cost: 20,
};

function renderImport() {
  const rootRoute = createRootRoute({ component: () => <ImportCard cost={20} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function chooseCard(container: HTMLElement) {
  await screen.findByRole('button', { name: /Import a character card/ });
  const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
  await userEvent.upload(input, new File(['{"name":"Maren"}'], 'maren.json', { lastModified: 1 }));
  return screen.findByRole('dialog', { name: 'Import Maren?' });
}

describe('ImportCard', () => {
  beforeEach(() => {
    post.mockReset();
    post.mockImplementation(async (path: string) =>
      path === '/my-angels/import/preview' ? maren : { id: 5, name: 'Maren' },
    );
  });
  afterEach(cleanup);

  it('shows what the card makes and its price before anything is spent; Cancel spends nothing', async () => {
    const { container } = renderImport();
    const dialog = await chooseCard(container);
    expect(paths()).toEqual(['/my-angels/import/preview']);
    expect(within(dialog).getByText('Maren')).toBeTruthy();
    expect(within(dialog).getByText('looks up').tagName).toBe('EM');
    expect(within(dialog).getByRole('img', { name: 'Portrait of Maren' })).toBeTruthy();
    expect(dialog.textContent).toContain('costs 20 tokens');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paths()).toEqual(['/my-angels/import/preview']);
  });

  it('asks for the age a card does not state, refuses a minor, and imports with the chosen age', async () => {
    const { container } = renderImport();
    const dialog = await chooseCard(container);
    const confirm = within(dialog).getByRole('button', { name: 'Import for 20 tokens' });
    await userEvent.click(confirm);
    const age = within(dialog).getByLabelText(/^Age/);
    expect(age.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(age, '17');
    await userEvent.click(confirm);
    expect(within(dialog).getByText(/Angels are adults/)).toBeTruthy();
    expect(paths()).toEqual(['/my-angels/import/preview']);

    await userEvent.clear(age);
    await userEvent.type(age, '44');
    await userEvent.click(confirm);
    await waitFor(() => expect(paths()).toContain('/my-angels/import'));
    expect(post.mock.calls.at(-1)?.[1]).toMatchObject({ fileName: 'maren.json', age: 44 });
  });
});
