import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast/toast-store';
import { DailyCapField } from './daily-cap-field';

const get = vi.fn<(path: string) => Promise<unknown>>();
const put = vi.fn<(path: string, body: unknown) => Promise<unknown>>();
vi.mock('@/lib/auth/auth-client', () => ({
  authClient: {
    get: (path: string) => get(path),
    put: (path: string, body: unknown) => put(path, body),
  },
}));

function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ul>
        <DailyCapField userId="u1" />
      </ul>
    </QueryClientProvider>,
  );
}

const field = () =>
  screen.findByRole<HTMLInputElement>('spinbutton', {
    name: 'Daily cap on what Angels spend on their own (tokens)',
  });
const save = () => screen.getByRole('button', { name: 'Save cap' });

describe('DailyCapField', () => {
  beforeEach(() => {
    get.mockReset().mockResolvedValue({ dailyCap: 3, spentToday: 1, cost: 1 });
    put.mockReset();
    toast.clear();
  });
  afterEach(cleanup);

  it('shows the saved cap and today’s spending, and saves a new one', async () => {
    put.mockResolvedValue({ dailyCap: 0, spentToday: 1, cost: 1 });
    setup();
    const input = await field();
    expect(input.value).toBe('3');
    expect(screen.getByText(/Spent today: 1/)).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.click(save());
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/users/u1/writes-first-cap', { dailyCap: 0 }),
    );
  });

  it('refuses what is out of range inline, sending nothing and keeping what was typed', async () => {
    setup();
    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, '250');
    await userEvent.click(save());
    expect(await screen.findByText('Choose from 0 to 100 tokens a day')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('250');
    expect(put).not.toHaveBeenCalled();
  });

  it('shows the server’s word on the field and keeps the value', async () => {
    put.mockRejectedValue(
      new ApiRequestError('Invalid request', 400, 'BAD_REQUEST', {
        issues: [{ path: 'dailyCap', message: 'At most 100 tokens a day' }],
      }),
    );
    setup();
    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await userEvent.click(save());
    expect(await screen.findByText('At most 100 tokens a day')).toBeTruthy();
    expect(input.value).toBe('7');
  });
});
