/**
 * The seeded demo user the signed-in benches log in as, and the local-storage key a login
 * leaves its tokens under (src/lib/auth/token-storage, production build): one definition for
 * the launch, chat and Lighthouse benches.
 */
export const DEMO_USER = { email: 'user@angels.local', password: 'angels-demo-1' };
export const TOKENS_KEY = 'auth-tokens-production';
