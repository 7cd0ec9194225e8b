import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReplyPrompt } from './reply-prompt';

const get = vi.fn<(path: string) => Promise<unknown>>();
vi.mock('@/lib/auth/auth-client', () => ({ authClient: { get: (path: string) => get(path) } }));

describe('ReplyPrompt (the prompt behind a reply, for agents)', () => {
  afterEach(cleanup);

  it('asks for the prompt only when opened, and shows it labelled as rebuilt', async () => {
    get.mockResolvedValue({
      rebuilt: true,
      engine: 'openai-compatible',
      body: {
        model: 'qwen2.5:7b',
        max_tokens: 300,
        messages: [
          { role: 'system', content: 'You are Ava.' },
          { role: 'user', content: 'Hi!' },
        ],
      },
      budget: 7892,
      used: 120,
      cut: [],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <QueryClientProvider client={client}>
        <ReplyPrompt chatHash="abc" messageId="m1" />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Prompt (rebuilt)')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await screen.findByText('You are Ava.')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/admin/chats/abc/messages/m1/prompt');
    expect(
      screen.getByText(/Rebuilt from the chat as stored now: 120 of 7892 tokens\./),
    ).toBeTruthy();
    expect(screen.getByText(/model: "qwen2\.5:7b" · max_tokens: 300/)).toBeTruthy();
  });
});
