import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiClient } from '@/lib/api-client';
import { confirmEmailOnce, NO_ANSWER_MESSAGE } from './confirm-email';
import { exportFileName } from './download-data';

describe('confirmEmailOnce', () => {
  afterEach(() => vi.restoreAllMocks());

  it('spends a token once, however often the page asks', async () => {
    const post = vi
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ message: 'Changed', email: 'new@example.com' });
    const [first, second] = await Promise.all([
      confirmEmailOnce('token-once-aaaaaaaaaaaa'),
      confirmEmailOnce('token-once-aaaaaaaaaaaa'),
    ]);
    expect(first).toEqual({ result: 'changed', email: 'new@example.com' });
    expect(second).toBe(first);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/users/confirm-email', { token: 'token-once-aaaaaaaaaaaa' });
  });

  it.each([
    ['ALREADY_CONFIRMED', 409, 'already-confirmed'],
    ['EMAIL_TAKEN', 409, 'taken'],
    ['INVALID_TOKEN', 400, 'failed'],
    ['HTTP_ERROR', 502, 'failed'],
  ] as const)('tells %s apart (%s)', async (code, status, result) => {
    const message = `refused with ${code}`;
    vi.spyOn(apiClient, 'post').mockRejectedValue(new ApiRequestError(message, status, code));
    expect(await confirmEmailOnce(`token-${code}-bbbbbbbbbbbb`)).toEqual({ result, message });
  });

  it('keeps an answer: the link is not sent again', async () => {
    const post = vi
      .spyOn(apiClient, 'post')
      .mockRejectedValue(new ApiRequestError('Invalid', 400, 'INVALID_TOKEN'));
    expect((await confirmEmailOnce('token-kept-cccccccccccc')).result).toBe('failed');
    post.mockResolvedValue({ message: 'Changed', email: 'new@example.com' });
    expect((await confirmEmailOnce('token-kept-cccccccccccc')).result).toBe('failed');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('says when there was no answer, and asks the server again on the next try', async () => {
    const offline = new ApiRequestError('The network is unavailable.', 0, 'NETWORK');
    const post = vi.spyOn(apiClient, 'post').mockRejectedValue(offline);
    // Calls made while the request is out share it, whatever its outcome.
    const [first, second] = await Promise.all([
      confirmEmailOnce('token-offline-dddddddddddd'),
      confirmEmailOnce('token-offline-dddddddddddd'),
    ]);
    expect(first).toEqual({ result: 'network', message: NO_ANSWER_MESSAGE });
    expect(second).toBe(first);
    expect(post).toHaveBeenCalledTimes(1);

    post.mockResolvedValue({ message: 'Changed', email: 'new@example.com' });
    expect(await confirmEmailOnce('token-offline-dddddddddddd')).toEqual({
      result: 'changed',
      email: 'new@example.com',
    });
    expect(post).toHaveBeenCalledTimes(2);
    // Answered now: kept from here on.
    await confirmEmailOnce('token-offline-dddddddddddd');
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('exportFileName', () => {
  it('names the file after the domain and the day, as the server does', () => {
    const day = new Date('2026-11-22T23:30:00Z');
    expect(exportFileName('Angels', day)).toBe('angels-data-2026-11-22.json');
    expect(exportFileName('Sweet Angels!', day)).toBe('sweet-angels-data-2026-11-22.json');
    expect(exportFileName('', day)).toBe('account-data-2026-11-22.json');
  });
});
