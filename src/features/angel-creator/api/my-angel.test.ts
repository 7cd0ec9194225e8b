import { describe, expect, it, vi } from 'vitest';
import { defaultChoices } from '@contract/angel-looks.ts';
import type { AngelDraft } from '@contract/angels.ts';
import { authClient } from '@/lib/auth/auth-client';
import { createMyAngel } from './my-angel';

vi.mock('@/lib/auth/auth-client', () => ({ authClient: { post: vi.fn() } }));

const post = vi.mocked(authClient.post);

describe('createMyAngel', () => {
  it('repeats its requestId as the Idempotency-Key header, which the server reads first', async () => {
    post.mockResolvedValue({ id: 1 });
    const draft = { choices: defaultChoices() } as unknown as AngelDraft;
    await createMyAngel('7d1f0c2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f', draft);
    expect(post).toHaveBeenCalledWith(
      '/my-angels',
      { requestId: '7d1f0c2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f', draft },
      { 'Idempotency-Key': '7d1f0c2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f' },
    );
  });
});
