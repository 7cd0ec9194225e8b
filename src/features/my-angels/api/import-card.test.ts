import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, CLIENT_ERROR_CODES } from '@/lib/api-client';
import { authClient } from '@/lib/auth/auth-client';
import { importCardFile } from './import-card';

vi.mock('@/lib/auth/auth-client', () => ({ authClient: { post: vi.fn() } }));
vi.mock('@/lib/auth/user-refresh', () => ({ refreshUser: vi.fn() }));

const post = vi.mocked(authClient.post);
const sentIds = () => post.mock.calls.map(([, body]) => (body as { requestId: string }).requestId);
const fileNamed = (name: string) => new File(['{"name":"Mia"}'], name, { lastModified: 1000 });
const networkDown = new ApiRequestError(
  'The network is unavailable.',
  0,
  CLIENT_ERROR_CODES.network,
);
const noTokens = new ApiRequestError('Not enough tokens.', 402, 'INSUFFICIENT_TOKENS');

describe('importCardFile', () => {
  beforeEach(() => post.mockReset());

  it('sends the same requestId again after an unanswered import, a new one once answered', async () => {
    const file = fileNamed('a.json');
    post.mockRejectedValueOnce(networkDown).mockResolvedValue({ id: 1 });
    await expect(importCardFile('u1', file)).rejects.toBe(networkDown);
    await importCardFile('u1', file);
    await importCardFile('u1', file);
    const [first, replay, next] = sentIds();
    expect(replay).toBe(first);
    expect(next).not.toBe(first);
  });

  it('repeats each requestId as the Idempotency-Key header, which the server reads first', async () => {
    post.mockResolvedValue({ id: 3 });
    await importCardFile('u1', fileNamed('c.json'));
    const [, body, headers] = post.mock.calls.at(-1) ?? [];
    expect(headers).toEqual({ 'Idempotency-Key': (body as { requestId: string }).requestId });
  });

  it('starts afresh after a 4xx, which charged nothing', async () => {
    const file = fileNamed('b.json');
    post.mockRejectedValueOnce(noTokens).mockResolvedValue({ id: 2 });
    await expect(importCardFile('u1', file)).rejects.toBe(noTokens);
    await importCardFile('u1', file);
    const [refused, retried] = sentIds();
    expect(retried).not.toBe(refused);
  });
});
