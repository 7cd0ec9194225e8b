import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { postEntry } from '../../money/ledger.ts';
import { GRANT_PROVIDER } from '../../money/premium.ts';
import type { Db } from '../client.ts';
import { subscriptions, users, type NewUserRow } from '../schema.ts';
import { seedDemoChats } from './demo-chats.ts';
import { seedDemoModeration } from './demo-moderation.ts';
import { PREMIUM_PLANS } from './products.ts';

/** Demo accounts for the embedded mode; main.ts prints them, the README lists them. */
export const DEMO_PASSWORD = 'angels-demo-1';

type DemoAccount = Omit<NewUserRow, 'passwordHash' | 'confirmedAt' | 'tokens'> & {
  email: string;
  /** The starting balance, granted through the ledger like any other. */
  tokens: number;
  /** Starts with a month of the monthly plan (a demo grant: nothing was bought). */
  premium?: boolean;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'user@angels.local', tokens: 120, avatarName: 'Sam', avatarPortraitKey: 'harbor' },
  {
    email: 'premium@angels.local',
    premium: true,
    tokens: 500,
    avatarName: 'Mia',
    avatarPortraitKey: 'lotus',
  },
  { email: 'agent@angels.local', tokens: 0, groups: ['USER', 'AGENT'] },
  // A second agent: two people working one queue (claims, who has which case).
  { email: 'agent2@angels.local', tokens: 0, groups: ['USER', 'AGENT'] },
  // An agent who also curates the catalogue (the console's Catalogue section).
  { email: 'curator@angels.local', tokens: 0, groups: ['USER', 'AGENT', 'CURATOR'] },
  // No personal avatar: shows the welcome modal's avatar setup.
  { email: 'newbie@angels.local', tokens: 50 },
  // No tokens: a send shows the 402 "not enough tokens" path and the way to the Tokens page.
  { email: 'broke@angels.local', tokens: 0, avatarName: 'Robin', avatarPortraitKey: 'harbor' },
];

export const demoAccountsLine = () =>
  `Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`;

// One scrypt per process, however often tests reset the database.
let demoHash: Promise<string> | undefined;

/**
 * Insert the demo accounts that are missing (idempotent); returns how many were added.
 * `conversations`: an account added now also gets its demo chats (the embedded demo does
 * this; tests start from empty chat lists).
 */
export async function seedDemoAccounts(
  db: Db,
  { conversations = false }: { conversations?: boolean } = {},
): Promise<number> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoHash;
  const confirmedAt = new Date();
  const added = await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map(({ tokens: _tokens, premium: _premium, ...account }) => ({
        ...account,
        passwordHash,
        confirmedAt,
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email, avatarName: users.avatarName });
  for (const user of added) {
    const account = DEMO_ACCOUNTS.find((a) => a.email === user.email);
    if (account) await startDemoAccount(db, user.id, account);
  }
  if (conversations) await seedDemoChats(db, added);
  if (conversations) await seedDemoModeration(db, added);
  return added.length;
}

async function startDemoAccount(db: Db, userId: string, account: DemoAccount): Promise<void> {
  await db.transaction(async (tx) => {
    if (account.tokens > 0) {
      await postEntry(tx, {
        userId,
        amount: account.tokens,
        kind: 'grant',
        // Once: only accounts just added get here. Nothing in the entry names the account but
        // user_id, so deleting the account anonymises it completely.
        key: `grant:demo:${crypto.randomUUID()}`,
        reason: 'Demo account balance',
      });
    }
    if (!account.premium) return;
    const end = sql`now() + interval '1 month'`;
    await tx.insert(subscriptions).values({
      userId,
      planId: PREMIUM_PLANS[0]?.id ?? null,
      currentPeriodStart: sql`now()`,
      currentPeriodEnd: end,
      cancelAtPeriodEnd: true,
      provider: GRANT_PROVIDER,
    });
    await tx.update(users).set({ premiumUntil: end }).where(eq(users.id, userId));
  });
}
