import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Violation } from '@contract/moderation.ts';
import { ViolationItem } from './violation-item';

vi.mock('@/lib/auth/auth-client', () => ({ authClient: { post: vi.fn() } }));

const suspension: Violation = {
  id: 'v1',
  userId: 'u1',
  caseId: null,
  kind: 'suspension',
  days: 7,
  statement: {
    facts: 'Threats in a chat.',
    policy: 'threats',
    rule: 'Threats of violence',
    effect: 'Your account is suspended for 7 days.',
    automated: false,
  },
  decidedBy: { id: 'a1', email: 'agent@angels.local' },
  status: 'active',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-05-30T10:00:00.000Z',
  overturned: null,
  lifted: null,
};

function show(violation: Violation) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ul>
        <ViolationItem violation={violation} />
      </ul>
    </QueryClientProvider>,
  );
  return screen.getByRole('listitem');
}

describe('ViolationItem', () => {
  afterEach(cleanup);

  it('says who lifted a suspension, when and why', () => {
    const item = show({
      ...suspension,
      lifted: {
        at: '2026-03-02T09:30:00.000Z',
        by: { id: 'a2', email: 'agent2@angels.local' },
        reason: 'Appeal accepted.',
      },
    });
    expect(item.textContent).toMatch(/Lifted by agent2@angels\.local on .+: Appeal accepted\./);
    expect(item.querySelector('time[datetime="2026-03-02T09:30:00.000Z"]')).not.toBeNull();
  });

  it('a lift by an account since deleted still shows, and none when not lifted', () => {
    const item = show({
      ...suspension,
      lifted: { at: '2026-03-02T09:30:00.000Z', by: null, reason: 'Appeal accepted.' },
    });
    expect(item.textContent).toContain('Lifted by a former agent on');
    cleanup();
    expect(show(suspension).textContent).not.toContain('Lifted');
  });
});
