import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chat } from '@contract/chats.ts';
import { createStore } from '@/lib/store';
import type { OutboxEntry } from '../outbox/outbox-model';
import type { OutboxState } from '../outbox/outbox-runner';
import { Composer, type ComposerField } from './composer';

const outbox = createStore<OutboxState>({ entries: [], blocked: [], sending: null, delivered: [] });
const takeBlocked = vi.fn((id: string) => {
  outbox.update((state) => ({ ...state, blocked: state.blocked.filter((e) => e.id !== id) }));
  return Promise.resolve();
});
vi.mock('../outbox/outbox-runner', async () => {
  const { useStore } = await import('@/lib/store');
  return { useOutbox: () => useStore(outbox), takeBlocked: (id: string) => takeBlocked(id) };
});

const chat: Chat = {
  chatHash: 'h1',
  type: 'ONE',
  avatars: [{ id: 1, name: 'Mia', imageUrl: '' }],
  createdAt: '',
  updatedAt: '',
};
const reason = 'This message was not sent: it reads as a threat of violence.';
const blocked = (chatHash: string, text: string): OutboxEntry => ({
  id: crypto.randomUUID(),
  chatHash,
  text,
  createdAt: '',
  state: 'blocked',
  error: reason,
  errorCode: 'CONTENT_BLOCKED',
});
const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message to Mia' });

describe('Composer: a message moderation blocked', () => {
  beforeEach(() => {
    takeBlocked.mockClear();
    outbox.set({ entries: [], blocked: [], sending: null, delivered: [] });
  });
  afterEach(cleanup);

  it('comes back into the field with the reason, once, and leaves the outbox', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    render(<Composer chat={chat} balance={10} onSend={onSend} />);
    await userEvent.type(field(), 'I will kill you{Enter}');
    expect(onSend).toHaveBeenCalledWith('I will kill you', 1);
    expect(field().value).toBe('');

    const entry = blocked('h1', 'I will kill you');
    act(() => outbox.update((state) => ({ ...state, blocked: [entry] })));
    expect(field().value).toBe('I will kill you');
    expect(screen.getByRole('alert').textContent).toBe(reason);
    expect(takeBlocked).toHaveBeenCalledExactlyOnceWith(entry.id);
  });

  it('leaves a blocked message of another chat for that chat', () => {
    render(<Composer chat={chat} balance={10} onSend={() => Promise.resolve()} />);
    act(() => outbox.update((state) => ({ ...state, blocked: [blocked('other', 'elsewhere')] })));
    expect(field().value).toBe('');
    expect(takeBlocked).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the text before a draft typed meanwhile', async () => {
    render(<Composer chat={chat} balance={10} onSend={() => Promise.resolve()} />);
    await userEvent.type(field(), 'new draft');
    act(() => outbox.update((state) => ({ ...state, blocked: [blocked('h1', 'blocked text')] })));
    expect(field().value).toBe('blocked text\nnew draft');
  });
});

describe('Composer: a tool beside Send (dictation)', () => {
  afterEach(cleanup);

  it("adds the tool's words after what is typed, and tells it each send", async () => {
    let latest: ComposerField | undefined;
    const tool = (composerField: ComposerField) => {
      latest = composerField;
      return <button type="button">Tool</button>;
    };
    render(<Composer chat={chat} balance={10} onSend={() => Promise.resolve()} tool={tool} />);
    expect(screen.getByRole('button', { name: 'Tool' })).toBeTruthy();
    act(() => latest!.append('hello'));
    expect(field().value).toBe('hello');
    await userEvent.type(field(), ' there,');
    act(() => latest!.append('how are you'));
    expect(field().value).toBe('hello there, how are you');
    const sends = latest!.sends;
    await userEvent.type(field(), '{Enter}');
    expect(field().value).toBe('');
    expect(latest!.sends).toBe(sends + 1);
  });
});
