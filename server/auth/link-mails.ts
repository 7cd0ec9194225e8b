import { insertOneTimeToken } from '../db/queries/one-time-tokens.ts';
import type { OneTimeTokenKind, UserRow } from '../db/schema.ts';
import type { AuthDeps } from './auth-deps.ts';
import { hashToken, newOpaqueToken } from './opaque-tokens.ts';

const HOUR_MS = 3_600_000;

type MailDeps = Pick<AuthDeps, 'db' | 'config' | 'mail'>;

/** Where each kind of link points in the app, and how long it lives. */
const LINKS: Record<OneTimeTokenKind, { path: string; ttlMs: number }> = {
  'confirm-registration': { path: '/auth/confirm-registration/', ttlMs: 24 * HOUR_MS },
  'reset-password': { path: '/auth/set-new-password/', ttlMs: HOUR_MS },
  'change-email': { path: '/auth/confirm-email/', ttlMs: 24 * HOUR_MS },
};

function texts(kind: OneTimeTokenKind, domain: string, link: string) {
  if (kind === 'confirm-registration') {
    return {
      subject: `Confirm your ${domain} account`,
      text: `Hi,\n\nwelcome to ${domain}! Please confirm your email address by opening this link:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, you can ignore this mail.\n\nSee you soon,\nthe ${domain} team\n`,
    };
  }
  if (kind === 'change-email') {
    return {
      subject: `Confirm your new ${domain} email address`,
      text: `Hi,\n\nsomeone (hopefully you) asked to use this address for their ${domain} account. To confirm it, open this link:\n\n${link}\n\nThe link works once and expires in 24 hours. Until it is opened the account keeps its old address. If you did not ask for this, you can ignore this mail.\n\nThe ${domain} team\n`,
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
 * A change of email mails the new address (the link proves it is theirs) and keeps it with
 * the token until then.
 */
export async function sendLinkMail(
  { db, config, mail }: MailDeps,
  kind: OneTimeTokenKind,
  user: UserRow,
  newEmail?: string,
): Promise<void> {
  const { path, ttlMs } = LINKS[kind];
  const token = newOpaqueToken();
  await insertOneTimeToken(db, {
    kind,
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + ttlMs),
    ...(newEmail ? { newEmail } : {}),
  });
  await mail.send({
    to: newEmail ?? user.email,
    ...texts(kind, config.domainName, `${config.publicUrl}${path}${token}`),
  });
}

/** Told to the old address once a change of email is confirmed: no link, nothing to click. */
export async function sendEmailChangedNotice(
  { config, mail }: Pick<MailDeps, 'config' | 'mail'>,
  oldEmail: string,
  newEmail: string,
): Promise<void> {
  const domain = config.domainName;
  await mail.send({
    to: oldEmail,
    subject: `Your ${domain} email address was changed`,
    text: `Hi,\n\nthe email address of your ${domain} account was changed to ${newEmail}. From now on, mail about the account goes there and you log in with it.\n\nIf you did not make this change, reply to this mail so we can help you get your account back.\n\nThe ${domain} team\n`,
  });
}

/** Told to the address of an account that was just deleted. */
export async function sendAccountDeletedNotice(
  { config, mail }: Pick<MailDeps, 'config' | 'mail'>,
  email: string,
): Promise<void> {
  const domain = config.domainName;
  await mail.send({
    to: email,
    subject: `Your ${domain} account was deleted`,
    text: `Hi,\n\nyour ${domain} account and its chats have been deleted. Records of token purchases and use are kept for bookkeeping, no longer linked to you.\n\nIf you did not do this, reply to this mail.\n\nThanks for the time you spent with us,\nthe ${domain} team\n`,
  });
}
