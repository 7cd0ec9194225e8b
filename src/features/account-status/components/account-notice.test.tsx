import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountStatus } from '@contract/moderation.ts';
import { dispatchLiveEvent } from '@/lib/live/live-handlers';
import type { AccountViolation } from '../model';
import AccountNotice from './account-notice';

const get = vi.fn<(path: string) => Promise<AccountStatus>>();
const post = vi.fn<(path: string, body: unknown) => Promise<void>>();
vi.mock('@/lib/auth/auth-client', () => ({
  authClient: {
    get: (path: string) => get(path),
    post: (path: string, body: unknown) => post(path, body),
  },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, onClick }: { to: string; children: ReactNode; onClick: () => void }) => (
    <a href={to} onClick={(event) => (event.preventDefault(), onClick())}>
      {children}
    </a>
  ),
}));

const warning: AccountViolation = {
  id: 'v1',
  userId: 'u1',
  kind: 'warning',
  days: null,
  statement: {
    facts: 'You threatened an Angel in a chat.',
    policy: 'threats',
    rule: 'Our terms do not allow threats of violence.',
    effect: 'A warning: it counts for 90 days.',
    automated: false,
  },
  status: 'active',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-05-30T10:00:00.000Z',
  overturned: null,
  lifted: null,
  seen: false,
};
const status = (violations: AccountViolation[]): AccountStatus => ({
  warningCounter: violations.length,
  suspendedUntil: null,
  violations,
});

function setup(warningCounter = 1) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (counter: number) => (
    <QueryClientProvider client={client}>
      <AccountNotice userId="u1" warningCounter={counter} />
    </QueryClientProvider>
  );
  const { rerender } = render(view(warningCounter));
  return { rerender: (counter: number) => rerender(view(counter)) };
}

const notice = () => screen.findByRole('dialog', { name: 'A message from our team' });

describe('AccountNotice', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
  });
  afterEach(cleanup);

  it('tells a new warning with its statement of reasons, until the user understood it', async () => {
    get.mockResolvedValue(status([warning]));
    post.mockResolvedValue(undefined);
    setup();
    const dialog = await notice();
    expect(get).toHaveBeenCalledWith('/users/u1/account-status');
    expect(dialog.textContent).toContain('You threatened an Angel in a chat.');
    expect(dialog.textContent).toContain('Our terms do not allow threats of violence.');
    expect(dialog.textContent).toContain('A warning: it counts for 90 days.');
    expect(dialog.textContent).toContain('By our moderation team');
    expect(screen.getByRole('link', { name: 'Settings → Account status' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(post).toHaveBeenCalledExactlyOnceWith('/users/u1/account-status/seen', {
      ids: ['v1'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a warning decided while the notice is open joins it, and is acknowledged only once shown', async () => {
    const later: AccountViolation = {
      ...warning,
      id: 'v2',
      statement: { ...warning.statement, facts: 'You insulted an Angel.' },
    };
    get.mockResolvedValue(status([warning]));
    let acknowledge = () => {};
    post.mockImplementation(() => new Promise<void>((resolve) => (acknowledge = resolve)));
    setup();
    await notice();
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(post).toHaveBeenCalledExactlyOnceWith('/users/u1/account-status/seen', {
      ids: ['v1'],
    });

    // The server's hint arrives before the acknowledgement is recorded: both read unseen.
    get.mockResolvedValue(status([later, warning]));
    act(() => dispatchLiveEvent({ type: 'account' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('insulted'));
    await act(async () => acknowledge());

    // Only what was shown is seen: the new warning stays, told on its own.
    await waitFor(() => expect(screen.getByRole('dialog').textContent).not.toContain('threatened'));
    expect(screen.getByRole('dialog').textContent).toContain('You insulted an Angel.');
    post.mockResolvedValue(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(post).toHaveBeenLastCalledWith('/users/u1/account-status/seen', { ids: ['v2'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows at most as many as one acknowledgement takes; the rest come next', async () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ ...warning, id: `v${i}` }));
    get.mockResolvedValue(status(many));
    post.mockResolvedValue(undefined);
    setup();
    const dialog = await notice();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    const [[, body]] = post.mock.calls as [[string, { ids: string[] }]];
    expect(body.ids).toEqual(many.slice(0, 50).map((v) => v.id));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says nothing when everything was seen; a live account hint reads the status again', async () => {
    get.mockResolvedValue(status([{ ...warning, seen: true }]));
    setup();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    get.mockResolvedValue(
      status([
        { ...warning, seen: true },
        { ...warning, id: 'v2' },
      ]),
    );
    act(() => dispatchLiveEvent({ type: 'account' }));
    await notice();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('reads the status again when the user record says the counter changed', async () => {
    get.mockResolvedValue(status([]));
    const { rerender } = setup(0);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    rerender(0);
    expect(get).toHaveBeenCalledTimes(1);
    get.mockResolvedValue(status([warning]));
    rerender(1);
    await notice();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('closing it (Close) hides it for now without marking it seen', async () => {
    get.mockResolvedValue(status([warning]));
    setup();
    await notice();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('a failed acknowledgement says so and keeps the notice', async () => {
    get.mockResolvedValue(status([warning]));
    post.mockRejectedValue(new Error('The network is unavailable. Check your connection.'));
    setup();
    await notice();
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect((await screen.findByRole('alert')).textContent).toContain('network is unavailable');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
