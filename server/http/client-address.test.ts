import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { clientAddress } from './client-address.ts';

/** A request over a socket from `peer`, with an X-Forwarded-For header when given. */
const request = (peer: string, forwardedFor?: string) =>
  ({
    env: { incoming: { socket: { remoteAddress: peer } } },
    req: { header: (name: string) => (name === 'X-Forwarded-For' ? forwardedFor : undefined) },
  }) as unknown as Context;

describe('the address a request comes from', () => {
  const proxies = loadConfig({ TRUSTED_PROXIES: '127.0.0.1, ::1' }).trustedProxies;

  it('is the socket’s, whatever a client writes in X-Forwarded-For', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), proxies)).toBe('203.0.113.9');
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
  });

  it('is the one a trusted proxy saw: the last X-Forwarded-For entry, which it appended', () => {
    // The client wrote the first entry itself; the proxy appended the address it saw.
    expect(clientAddress(request('127.0.0.1', '10.9.9.9, 198.51.100.1'), proxies)).toBe(
      '198.51.100.1',
    );
    expect(clientAddress(request('::ffff:127.0.0.1', '198.51.100.2'), proxies)).toBe(
      '198.51.100.2',
    );
    expect(clientAddress(request('::1', '::ffff:198.51.100.3'), proxies)).toBe('198.51.100.3');
  });

  it('stays the proxy’s when the proxy forwards nothing usable', () => {
    expect(clientAddress(request('127.0.0.1'), proxies)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', 'not an address'), proxies)).toBe('127.0.0.1');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: '127.0.0.1,proxy.local' })).toThrow(
      'TRUSTED_PROXIES must list IP addresses separated by commas, got "proxy.local"',
    );
  });
});
