/**
 * Issue 25, finding 4: a request whose body the client abandons half-way (a closed tab, a lost
 * connection during an upload) is the client's problem: the app answers it as a 4xx (nobody is
 * left to read it) and logs one line at info level, never a 500 with a stack trace, on every
 * path that reads a body: the payment pages' forms, and the API's JSON endpoints.
 */
import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isClientAbort } from '../http/client-abort.ts';
import { freshBuyer, paymentCookie } from '../money/money-test-helpers.ts';
import { pageClient } from '../payment/page-test-helpers.ts';
import { listenOnLoopback } from '../testing/listen.ts';
import { useTestApp } from '../testing/test-app.ts';
import { captureLogs } from '../observability/logger.ts';

const t = useTestApp();
let port = 0;
let close = () => Promise.resolve();
/** The status the app answered each request with, in order, as it answered. */
let answered: (status: number) => void = () => {};

beforeAll(async () => {
  const fetch = async (request: Request) => {
    const res = await t.app.fetch(request);
    answered(res.status);
    return res;
  };
  ({ port, close } = await listenOnLoopback(fetch));
});
afterAll(() => close());
/** The server log's error lines while a test runs. */
let errors = captureLogs('error');
errors.stop();
afterEach(() => errors.stop());

/**
 * Sends the head of a request promising 2 KB (within every limit) and the first bytes of its body, then drops the
 * connection. Resolves with the status the app answered it with.
 */
function abandonedUpload(path: string, headers: Record<string, string>, start: string) {
  const status = new Promise<number>((resolve) => (answered = resolve));
  const socket = connect(port, '127.0.0.1', () => {
    const head = Object.entries({ ...headers, 'Content-Length': '2000' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${head}\r\n${start}`, () =>
      setImmediate(() => socket.destroy()),
    );
  });
  socket.on('error', () => {});
  return status;
}

describe('a request body abandoned by the client', () => {
  it('on a payment form: a 4xx, no error logged', async () => {
    errors = captureLogs('error');
    const me = await freshBuyer(t, 'aborts');
    const cookie = await paymentCookie(t, me);
    const order = await pageClient(t).checkout(cookie, 'product-type=tokens&product-id=tokens-500');
    const status = await abandonedUpload(
      `/payment/orders/${order.id}/pay`,
      { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      `csrf=${order.csrf}&number=4242`,
    );
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(errors.lines).toEqual([]);
  });

  it('on an API endpoint: a 4xx, no error logged', async () => {
    errors = captureLogs('error');
    const status = await abandonedUpload(
      '/api/auth/forgot-password',
      { 'Content-Type': 'application/json' },
      '{"email":"user@',
    );
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(errors.lines).toEqual([]);
  });

  it("is told apart from a connection of ours that was reset (a model server's, a provider's)", () => {
    const incoming = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(isClientAbort(incoming)).toBe(true);
    const outbound = new TypeError('fetch failed', {
      cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
    });
    expect(isClientAbort(outbound)).toBe(false);
    expect(isClientAbort(new Error('aborted'))).toBe(false);
  });
});
