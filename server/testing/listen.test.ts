import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { listenOnLoopback } from './listen.ts';

it('serving a test app leaves the global Response to the files that run after it', async () => {
  const before = globalThis.Response;
  const { port, close } = await listenOnLoopback(() => new Response('served'));
  try {
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('served');
  } finally {
    await close();
  }
  expect(globalThis.Response).toBe(before);

  // What a replaced Response broke: a header set after next(), read after the body.
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.get('/', (c) => c.json({ ok: true }, 202));
  const res = await app.request('/');
  expect(await res.json()).toEqual({ ok: true });
  expect(res.headers.get('Cache-Control')).toBe('no-store');
});
