/**
 * A demo account used over real HTTP: at a server process, or at the proxy in front of several
 * (tests that start processes, and the cluster bench). In-process tests use chat-helpers.ts.
 */
import type { TokenPair } from '../contract/auth.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';

export type HttpSession = {
  /** The user's id (the access token's subject). */
  id: string;
  token: string;
  /** Authorization and a JSON body, for every call of this session. */
  headers: Record<string, string>;
};

export async function signInOverHttp(base: string, email: string): Promise<HttpSession> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`Signing in as ${email} at ${base} answered ${res.status}`);
  const { accessToken } = (await res.json()) as TokenPair;
  const payload = Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString();
  return {
    id: (JSON.parse(payload) as { sub: string }).sub,
    token: accessToken,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
  };
}

/** Opens a chat with these Angels; its hash. */
export async function openChatOverHttp(
  base: string,
  session: HttpSession,
  avatarIds: number[],
): Promise<string> {
  const res = await fetch(`${base}/api/chats`, {
    method: 'POST',
    headers: session.headers,
    body: JSON.stringify({ avatarIds }),
  });
  if (!res.ok) throw new Error(`Opening a chat at ${base} answered ${res.status}`);
  return ((await res.json()) as { chatHash: string }).chatHash;
}
