import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chat } from '@contract/chats.ts';
import { createStore } from '@/lib/store';
import type { OutboxState } from '../outbox/outbox-runner';
import { Composer } from './composer';

const outbox = createStore<OutboxState>({ entries: [], blocked: [], sending: null, delivered: [] });
vi.mock('../outbox/outbox-runner', async () => {
  const { useStore } = await import('@/lib/store');
  return { useOutbox: () => useStore(outbox), takeBlocked: () => Promise.resolve() };
});
let userId = 'u1';
vi.mock('@/lib/auth/session-store', () => ({
  useSession: () => ({ user: { id: userId }, groups: [] }),
}));

const chat: Chat = {
  chatHash: 'h1',
  type: 'ONE',
  avatars: [{ id: 1, name: 'Mia', imageUrl: '' }],
  createdAt: '',
  updatedAt: '',
};
const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message to Mia' });

describe('Composer: the unsent draft', () => {
  beforeEach(() => {
    sessionStorage.clear();
    userId = 'u1';
  });
  afterEach(cleanup);

  it('survives the composer closing (a suspension logs the user out) and comes back', async () => {
    const view = render(<Composer chat={chat} balance={10} onSend={() => Promise.resolve()} />);
    await userEvent.type(field(), 'Half a thought about Friday');
    view.unmount();
    // The suspension notice, then the same user opens the chat again.
    render(<Composer chat={chat} balance={10} onSend={() => Promise.resolve()} />);
    expect(field().value).toBe('Half a thought about Friday');
  });

  it('is for its user and its chat only, and goes once sent', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    const view = render(<Composer chat={chat} balance={10} onSend={onSend} />);
    await userEvent.type(field(), 'Hello');
    view.unmount();

    userId = 'someone-else';
    const other = render(<Composer chat={chat} balance={10} onSend={onSend} />);
    expect(field().value).toBe('');
    other.unmount();
    const elsewhere = render(
      <Composer chat={{ ...chat, chatHash: 'h2' }} balance={10} onSend={onSend} />,
    );
    expect(field().value).toBe('');
    elsewhere.unmount();

    userId = 'u1';
    const again = render(<Composer chat={chat} balance={10} onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Hello', 1);
    again.unmount();
    render(<Composer chat={chat} balance={10} onSend={onSend} />);
    expect(field().value).toBe('');
  });
});
