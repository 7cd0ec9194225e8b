/**
 * Which address a request comes from, for the rate limits. The socket's, unless the socket is
 * one of the configured reverse proxies (TRUSTED_PROXIES): then the address that proxy saw,
 * the last entry of X-Forwarded-For (deploy/nginx.conf appends `$remote_addr` to it). Anyone
 * else's X-Forwarded-For is ignored: a client could write anything there.
 */
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** An IPv4 address as an IPv6 socket reports it (::ffff:10.0.0.1) is that IPv4 address. */
export const plainAddress = (address: string): string =>
  /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;

const NO_PROXIES: ReadonlySet<string> = new Set();

/** The socket's address; app.request() in tests has no socket, so all share one key. */
function socketAddress(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? plainAddress(address) : 'unknown';
  } catch {
    return 'local';
  }
}

export function clientAddress(c: Context, trustedProxies: ReadonlySet<string> = NO_PROXIES) {
  const peer = socketAddress(c);
  if (!trustedProxies.has(peer)) return peer;
  const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
  return forwarded && isIP(forwarded) ? plainAddress(forwarded) : peer;
}
