import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * Serves `fetch` on a free loopback port, for tests that need real sockets.
 *
 * Server test files share one process (vitest `isolate: false`), so `serve`'s default of
 * replacing the global Response with its lightweight one would leak into every file after
 * this one. A lightweight Response built with a plain headers object forgets a header that a
 * middleware set after `next()` as soon as its body is read (`await res.json()` before
 * `res.headers.get(...)`). Over a socket the header is sent, so only in-process tests that
 * ran after a served one failed, depending on the order of the files.
 */
export async function listenOnLoopback(fetch: Fetch) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false });
  await new Promise((listening) => server.once('listening', listening));
  const { port } = server.address() as AddressInfo;
  const close = () => new Promise<void>((closed) => server.close(() => closed()));
  return { server, port, close };
}
