import path from 'node:path';

/** Everything the server reads from the environment, resolved once at start. */
export type Config = {
  port: number;
  /** PGlite data directory; `null` means in-memory (tests). Ignored when databaseUrl is set. */
  dataDir: string | null;
  databaseUrl: string | null;
  /** Seed the demo catalogue when it is empty (embedded default; opt-in for real Postgres). */
  seed: boolean;
  distDir: string;
  domainName: string;
  currency: string;
  signupLink: string;
  paymentPageUrl: string;
  supportEmail: string;
};

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL || null;
  const port = Number(env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const seedFlag = env.SEED;
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    // A real database holds someone's data: only seed it when asked to.
    seed: seedFlag === undefined ? databaseUrl === null : seedFlag === '1' || seedFlag === 'true',
    distDir: path.resolve(env.DIST_DIR || './dist'),
    domainName: env.DOMAIN_NAME || 'Angels',
    currency: (env.CURRENCY || 'USD').toUpperCase(),
    signupLink: env.SIGNUP_LINK || '/?signup=true',
    paymentPageUrl: env.PAYMENT_PAGE_URL || '/payment',
    supportEmail: env.SUPPORT_EMAIL || 'support@angels.local',
  };
}
