import { describe, expect, it } from 'vitest';
import { responseError } from '@/lib/api-client';
import { parseLiveEvent } from './live-wire';

describe('the wire', () => {
  it('reads the hints it knows and drops anything else', () => {
    expect(parseLiveEvent('{"type":"chat","chatHash":"h1","extra":1}')).toEqual({
      type: 'chat',
      chatHash: 'h1',
    });
    expect(parseLiveEvent('{"type":"chat","chatHash":"h1","messageId":"m1"}')).toEqual({
      type: 'chat',
      chatHash: 'h1',
      messageId: 'm1',
    });
    expect(parseLiveEvent('{"type":"chat","chatHash":"h1","messageId":7}')).toEqual({
      type: 'chat',
      chatHash: 'h1',
    });
    // Messages left the chat (rewind, delete): only a real true asks for a reload.
    expect(parseLiveEvent('{"type":"chat","chatHash":"h1","reload":true}')).toEqual({
      type: 'chat',
      chatHash: 'h1',
      reload: true,
    });
    expect(parseLiveEvent('{"type":"chat","chatHash":"h1","reload":"yes"}')).toEqual({
      type: 'chat',
      chatHash: 'h1',
    });
    expect(parseLiveEvent('{"type":"account"}')).toEqual({ type: 'account' });
    expect(parseLiveEvent('{"type":"cases","caseId":"c1"}')).toEqual({
      type: 'cases',
      caseId: 'c1',
    });
    for (const bad of [
      '',
      'null',
      '[]',
      '{"type":"chat"}',
      '{"type":"cases","caseId":3}',
      '{"type":"x"}',
    ]) {
      expect(parseLiveEvent(bad)).toBeUndefined();
    }
  });

  it("turns a refusal into the client's error, meta included", async () => {
    const meta = { suspendedUntil: '2030-01-01T00:00:00.000Z', warningCounter: 1 };
    const body = JSON.stringify({ code: 'ACCOUNT_SUSPENDED', message: 'Suspended.', meta });
    const error = await responseError(new Response(body, { status: 403 }));
    expect(error).toMatchObject({ status: 403, code: 'ACCOUNT_SUSPENDED', message: 'Suspended.' });
    expect(error.details.meta).toEqual(meta);
    const plain = await responseError(new Response('<html>', { status: 401 }));
    expect(plain).toMatchObject({ status: 401, code: 'HTTP_ERROR' });
  });
});
