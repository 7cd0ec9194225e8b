/** Small request helpers for the account tests: JSON in, typed JSON out. */
import { expect } from 'vitest';
import type { TokenPair } from '../contract/auth.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import type { Mail } from '../engines/mail/mail-engine.ts';
import type { TestContext } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function call(
  t: TestContext,
  method: Method,
  path: string,
  options: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined || options.raw !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  const body =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return Promise.resolve(t.app.request(path, { method, headers, body }));
}

export const post = (t: TestContext, path: string, body: unknown, token?: string) =>
  call(t, 'POST', path, { body, token });

export async function login(t: TestContext, email: string, password = DEMO_PASSWORD) {
  const res = await post(t, '/api/auth/login', { email, password });
  expect(res.status).toBe(200);
  return (await res.json()) as TokenPair;
}

/** The claims part of an access token, without verifying (the server tests verification). */
export const decodeClaims = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

/** The token at the end of the link in the newest mail to `to` under `path`. */
export function linkToken(mails: Mail[], to: string, path: string): string {
  const mail = mails.filter((m) => m.to === to).at(-1);
  const match = mail?.text.match(new RegExp(`^https?://\\S+${path}([\\w-]+)$`, 'm'));
  if (!match?.[1]) throw new Error(`No ${path} link mailed to ${to}`);
  return match[1];
}

/** Register and confirm a fresh account; returns its email and password. */
export async function newAccount(t: TestContext, email: string, password = 'correct horse 1') {
  expect((await post(t, '/api/auth/register', { email, password })).status).toBe(201);
  const token = linkToken(t.mails, email, '/auth/confirm-registration/');
  expect((await post(t, '/api/auth/confirm-registration', { token })).status).toBe(200);
  return { email, password };
}
