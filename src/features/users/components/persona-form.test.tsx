import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PersonaForm } from './persona-form';

const get = vi.fn<(path: string) => Promise<{ persona: string | null }>>();
const patch = vi.fn<(path: string, body: unknown) => Promise<{ persona: string | null }>>();
vi.mock('@/lib/auth/auth-client', () => ({
  authClient: {
    get: (path: string) => get(path),
    patch: (path: string, body: unknown) => patch(path, body),
  },
}));

function setup(onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PersonaForm userId="u1" onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

describe('PersonaForm (how your Angels see you)', () => {
  afterEach(cleanup);

  it('shows the saved description and saves the edited one, trimmed', async () => {
    get.mockResolvedValue({ persona: 'A nurse.' });
    patch.mockResolvedValue({ persona: 'A night-shift nurse.' });
    const onSaved = setup();
    const field = await screen.findByLabelText('How your Angels see you');
    expect(field).toHaveProperty('value', 'A nurse.');
    fireEvent.change(field, { target: { value: '  A night-shift nurse. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save description' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(patch).toHaveBeenCalledWith('/users/u1', { persona: 'A night-shift nurse.' });
  });

  it('says so before sending a description that is too long', async () => {
    get.mockResolvedValue({ persona: null });
    patch.mockClear();
    setup();
    const field = await screen.findByLabelText('How your Angels see you');
    fireEvent.change(field, { target: { value: 'x'.repeat(401) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save description' }));
    expect(await screen.findByText('At most 400 characters')).toBeTruthy();
    expect(patch).not.toHaveBeenCalled();
  });
});
