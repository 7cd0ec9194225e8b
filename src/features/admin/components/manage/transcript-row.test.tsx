import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TranscriptMessage } from '@contract/moderation.ts';
import { TranscriptRow } from './transcript-row';

vi.mock('@/lib/auth/auth-client', () => ({ authClient: { get: vi.fn() } }));

const message = (over: Partial<TranscriptMessage> = {}): TranscriptMessage => ({
  id: '00000000-0000-4000-8000-000000000001',
  chatHash: 'abc',
  avatarId: null,
  text: 'the evidence',
  status: 'SENT',
  replyTo: null,
  createdAt: '2026-11-27T07:00:00.000Z',
  error: null,
  hidden: null,
  writtenBy: null,
  spans: [],
  reports: [],
  ...over,
});

describe('TranscriptRow: what the user set aside stays on record, marked', () => {
  afterEach(cleanup);

  it('marks a message the user deleted, and one they rewound past', () => {
    render(
      <>
        <TranscriptRow
          message={message({ deletedByUser: '2026-11-27T07:05:00.000Z' })}
          author="user@angels.local"
          onHide={null}
        />
        <TranscriptRow
          message={message({ id: '00000000-0000-4000-8000-000000000002', rewound: true })}
          author="user@angels.local"
          onHide={null}
        />
      </>,
    );
    expect(screen.getAllByText('the evidence')).toHaveLength(2);
    expect(screen.getByText('Deleted by the user')).toBeTruthy();
    expect(screen.getByText('Rewound by the user (kept in a branch)')).toBeTruthy();
  });

  it('marks nothing on a message still in the chat', () => {
    render(<TranscriptRow message={message({ deletedByUser: null })} author="u" onHide={null} />);
    expect(screen.queryByText('Deleted by the user')).toBeNull();
    expect(screen.queryByText(/Rewound/)).toBeNull();
  });
});
