import { insertOneTimeToken } from '../db/queries/one-time-tokens.ts';
import type { OneTimeTokenKind, UserRow } from '../db/schema.ts';
import type { AuthDeps } from './auth-deps.ts';
import { hashToken, newOpaqueToken } from './opaque-tokens.ts';

const HOUR_MS = 3_600_000;

/** Where each kind of link points in the app, and how long it lives. */
const LINKS: Record<OneTimeTokenKind, { path: string; ttlMs: number }> = {
  'confirm-registration': { path: '/auth/confirm-registration/', ttlMs: 24 * HOUR_MS },
  'reset-password': { path: '/auth/set-new-password/', ttlMs: HOUR_MS },
};

function texts(kind: OneTimeTokenKind, domain: string, link: string) {
  if (kind === 'confirm-registration') {
    return {
      subject: `Confirm your ${domain} account`,
      text: `Hi,\n\nwelcome to ${domain}! Please confirm your email address by opening this link:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, you can ignore this mail.\n\nSee you soon,\nthe ${domain} team\n`,
    };
  }
  return {
    subject: `Reset your ${domain} password`,
    text: `Hi,\n\nsomeone (hopefully you) asked to reset the password of your ${domain} account. To choose a new password, open this link:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, you can ignore this mail: your password stays as it is.\n\nThe ${domain} team\n`,
  };
}

/**
 * Create a single-use token and mail its link. The link's origin is config.publicUrl only:
 * never the request's Host or forwarding headers, which whoever sends the request chooses.
 */
export async function sendLinkMail(
  { db, config, mail }: Pick<AuthDeps, 'db' | 'config' | 'mail'>,
  kind: OneTimeTokenKind,
  user: UserRow,
): Promise<void> {
  const { path, ttlMs } = LINKS[kind];
  const token = newOpaqueToken();
  await insertOneTimeToken(db, {
    kind,
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  await mail.send({
    to: user.email,
    ...texts(kind, config.domainName, `${config.publicUrl}${path}${token}`),
  });
}
