/**
 * The seeded demo user the signed-in benches log in as, and the local-storage key a login
 * leaves its tokens under (src/lib/auth/token-storage, production build): one definition for
 * the launch, chat and Lighthouse benches.
 */
export const DEMO_USER = { email: 'user@angels.local', password: 'angels-demo-1' };
export const TOKENS_KEY = 'auth-tokens-production';

export type DemoTokens = { accessToken: string; refreshToken: string };

/**
 * Logs the demo user in (a login of its own: it rotates no other bench session's tokens) and
 * finds their last conversation, the conversation list's first: the one a signed-in launch
 * reopens. The launch and Lighthouse benches both measure it.
 */
export async function demoLastConversation(
  baseURL: string,
): Promise<{ tokens: DemoTokens; chatHash: string }> {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_USER),
  });
  if (!login.ok) throw new Error(`${DEMO_USER.email}: login answered ${login.status}`);
  const tokens = (await login.json()) as DemoTokens;
  const list = await fetch(`${baseURL}/api/chats`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  if (!list.ok) throw new Error(`GET /api/chats answered ${list.status}`);
  const { items } = (await list.json()) as { items: Array<{ chatHash: string }> };
  const chatHash = items[0]?.chatHash;
  if (!chatHash) throw new Error(`${DEMO_USER.email} has no conversation to measure`);
  return { tokens, chatHash };
}
