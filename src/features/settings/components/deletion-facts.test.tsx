import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@contract/billing.ts';
import { authClient } from '@/lib/auth/auth-client';
import { sessionStore } from '@/lib/auth/session-store';
import { DeletionFacts } from './deletion-facts';

vi.mock('@/lib/auth/auth-client', () => ({ authClient: { get: vi.fn() } }));

const renews: Subscription = {
  active: true,
  plan: null,
  currentPeriodStart: '2026-11-01T00:00:00Z',
  currentPeriodEnd: '2026-12-01T00:00:00Z',
  cancelAtPeriodEnd: false,
  renewable: true,
  canceledAt: null,
};

function renderFacts(tokens: number, subscription: Subscription | null) {
  vi.mocked(authClient.get).mockResolvedValue({ subscription });
  sessionStore.set({
    user: {
      id: 'u1',
      email: 'sam@example.com',
      avatar: null,
      isPremium: subscription?.active ?? false,
      tokens,
      warningCounter: 0,
      isAgent: false,
    },
    groups: ['USER'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeletionFacts />
    </QueryClientProvider>,
  );
}

describe('DeletionFacts', () => {
  afterEach(cleanup);

  it('says the unused tokens and a subscription that would renew are lost', async () => {
    renderFacts(120, renews);
    expect(screen.getByText(/120 unused tokens/)).toBeTruthy();
    expect(await screen.findByText(/would renew on .*it will not renew/)).toBeTruthy();
  });

  it('says nothing when there is nothing to lose', () => {
    renderFacts(0, null);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
