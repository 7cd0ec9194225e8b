import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatAvatar, Message } from '@contract/chats.ts';
import { closeReport, useReportTarget } from '../report/report-store';
import { MessageRow, type RowActions } from './message-row';

const mia: ChatAvatar = { id: 7, name: 'Mia', imageUrl: '/mia.png' };
const actions: RowActions = {
  retry: vi.fn(),
  discard: vi.fn(),
  stop: vi.fn(),
  regenerate: vi.fn(),
};

const message = (patch: Partial<Message>): Message => ({
  id: '3f0b7c1e-2d4a-4c55-9a8e-1b2c3d4e5f60',
  chatHash: 'h1',
  avatarId: 7,
  text: 'Hello, you!',
  status: 'COMPLETE',
  replyTo: '9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4',
  createdAt: new Date().toISOString(),
  error: null,
  ...patch,
});

function Target() {
  const target = useReportTarget();
  return <output data-testid="target">{JSON.stringify(target)}</output>;
}

function renderRow(msg: Message, isLastReply = true) {
  // A reply's controls (edit, continue, versions) talk to the server through the query client.
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MessageRow
        row={{ message: msg, delivery: msg.avatarId === null ? 'sent' : null }}
        author={mia}
        isLastReply={isLastReply}
        actions={actions}
      />
      <Target />
    </QueryClientProvider>,
  );
}

describe('MessageRow', () => {
  afterEach(() => {
    act(closeReport);
    cleanup();
  });

  it('offers Report on a reply, which opens the report for that reply', async () => {
    const reply = message({});
    renderRow(reply);
    expect(screen.getByText('Hello, you!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: "Report Mia's reply" }));
    expect(JSON.parse(screen.getByTestId('target').textContent!)).toEqual({
      chatHash: 'h1',
      messageId: reply.id,
      about: "Mia's reply",
    });
  });

  it('marks a reply the user reported, in place of offering Report again', () => {
    renderRow(message({ reported: true }));
    expect(screen.getByText('Reported')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it('never offers Report while a reply is still being written', () => {
    renderRow(message({ status: 'STREAMING', text: 'Hel' }));
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it('shows a removed reply as words in its place, with no text and no actions', () => {
    const { container } = renderRow(message({ removed: true, text: '' }));
    const line = screen.getByText('Removed by moderation');
    expect(line.className).toContain('italic');
    expect(container.querySelector('[data-removed]')?.getAttribute('data-author')).toBe('Mia');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a removed message of the user the same way', () => {
    const { container } = renderRow(message({ avatarId: null, removed: true, text: '' }));
    expect(screen.getByText('Removed by moderation')).toBeTruthy();
    expect(container.querySelector('[data-removed]')?.getAttribute('data-author')).toBe('you');
    expect(screen.queryByText('Sent')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows *actions* in replies and in messages of the user as emphasis, not asterisks', () => {
    const { container } = renderRow(message({ text: '*smiles* Hello, you!' }));
    renderRow(message({ id: 'u1', avatarId: null, text: 'Hi *waves*' }), false);
    const texts = [...container.ownerDocument.querySelectorAll('[data-text]')];
    expect(texts.map((t) => t.textContent)).toEqual(['smiles Hello, you!', 'Hi waves']);
    expect(texts.map((t) => t.querySelector('em')?.textContent)).toEqual(['smiles', 'waves']);
  });

  it('draws what the page adds under a finished reply (the memory mark), not while writing', () => {
    const extra = (msg: Message) => <span data-testid="extra">{msg.id}</span>;
    const reply = message({});
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MessageRow
          row={{ message: reply, delivery: null }}
          author={mia}
          isLastReply={false}
          actions={actions}
          replyExtra={extra}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('extra').textContent).toBe(reply.id);
    unmount();
    render(
      <MessageRow
        row={{ message: message({ status: 'STREAMING' }), delivery: null }}
        author={mia}
        isLastReply={false}
        actions={actions}
        replyExtra={extra}
      />,
    );
    expect(screen.queryByTestId('extra')).toBeNull();
  });
});
