/** Test-only helpers: unsigned JWTs (the client never verifies signatures) and a fake server. */
import type { AccessTokenClaims } from '@contract/auth.ts';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

export function fakeJwt(claims: Partial<AccessTokenClaims>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

export function accessTokenExpiringIn(ms: number, now = Date.now()): string {
  return fakeJwt({
    sub: 'u1',
    user: { id: 'u1', email: 'user@angels.local' },
    groups: ['USER'],
    iat: Math.floor(now / 1000) - 60,
    exp: Math.floor((now + ms) / 1000),
  });
}

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export type FakeRoute = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Stubs globalThis.fetch; returns the calls (path + init) for assertions. */
export function stubServer(route: FakeRoute): Array<{ path: string; init: RequestInit }> {
  const calls: Array<{ path: string; init: RequestInit }> = [];
  globalThis.fetch = ((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    calls.push({ path, init });
    return Promise.resolve(route(path, init));
  }) as typeof fetch;
  return calls;
}
