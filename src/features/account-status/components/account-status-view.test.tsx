import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountStatus } from '@contract/moderation.ts';
import { accountStatusKeys } from '../api/query-keys';
import type { AccountViolation } from '../model';
import { AccountStatusView } from './account-status-view';

vi.mock('@/lib/auth/auth-client', () => ({ authClient: { get: vi.fn() } }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const base: AccountViolation = {
  id: 'v1',
  userId: 'u1',
  kind: 'warning',
  days: null,
  statement: {
    facts: 'An offensive avatar name.',
    policy: 'offensive-name',
    rule: 'Names must not insult anyone.',
    effect: 'A warning.',
    automated: true,
  },
  status: 'expired',
  createdAt: '2026-01-01T10:00:00.000Z',
  expiresAt: '2026-04-01T10:00:00.000Z',
  overturned: null,
  lifted: null,
  seen: true,
};

function show(status: AccountStatus) {
  const client = new QueryClient();
  client.setQueryData(accountStatusKeys.status('u1'), status);
  render(
    <QueryClientProvider client={client}>
      <AccountStatusView userId="u1" supportEmail="help@angels.local" />
    </QueryClientProvider>,
  );
}

describe('AccountStatusView', () => {
  afterEach(cleanup);

  it('says where the user stands on the ladder and lists each decision newest first', () => {
    show({
      warningCounter: 2,
      suspendedUntil: null,
      violations: [
        base,
        {
          ...base,
          id: 'v2',
          kind: 'suspension',
          days: 3,
          status: 'active',
          createdAt: '2026-03-01T10:00:00.000Z',
          statement: { ...base.statement, automated: false, facts: 'Threats in a chat.' },
        },
        {
          ...base,
          id: 'v3',
          status: 'overturned',
          createdAt: '2026-02-01T10:00:00.000Z',
          overturned: { at: '2026-02-02T10:00:00.000Z', by: null, reason: 'A false match.' },
        },
      ],
    });
    expect(
      screen.getByText('2 of 3 warnings: a suspension now would close your account.'),
    ).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Suspension for 3 days',
      'Warning',
      'Warning',
    ]);
    expect(items[0]!.textContent).toContain('Threats in a chat.');
    expect(items[0]!.textContent).toContain('By our moderation team');
    expect(items[0]!.textContent).toContain('Active');
    expect(items[1]!.textContent).toContain('Overturned on');
    expect(items[1]!.textContent).toContain('A false match.');
    expect(items[2]!.textContent).toContain('Automatically, by our content filter');
    expect(items[2]!.textContent).toContain('Names must not insult anyone.');
    expect(items[2]!.textContent).toContain('Expired on');
  });

  it('a lifted suspension says when and why it was lifted', () => {
    show({
      warningCounter: 1,
      suspendedUntil: null,
      violations: [
        {
          ...base,
          kind: 'suspension',
          days: 7,
          status: 'active',
          lifted: { at: '2026-01-03T10:00:00.000Z', by: null, reason: 'Appeal accepted.' },
        },
      ],
    });
    const [item] = within(screen.getByRole('list')).getAllByRole('article');
    expect(within(item!).getByText('Lifted')).toBeTruthy();
    expect(item!.textContent).toMatch(/Suspension lifted on .*2026: Appeal accepted\./);
  });

  it('a clean record says so', () => {
    show({ warningCounter: 0, suspendedUntil: null, violations: [] });
    expect(screen.getByText('No active warnings')).toBeTruthy();
    expect(screen.getByText(/Nothing on record/)).toBeTruthy();
  });
});
