import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { openAndPrepare } from '../../server/db/open.ts';
import { avatars } from '../../server/db/tables/avatars.ts';
import { chatAvatars, chats, messages } from '../../server/db/tables/chats.ts';
import { users } from '../../server/db/tables/users.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts.ts';
import { postEntryNow } from '../../server/money/ledger.ts';
import { chatState } from '../../server/memory/chat-state.ts';
import { learnChat } from '../../server/memory/learn.ts';
import { summariseChat } from '../../server/memory/summarise.ts';

type Database = Awaited<ReturnType<typeof openAndPrepare>>;

export const BENCH_USER = 'user@angels.local';

/** Enough for every send the chat section makes (hundreds; the demo account starts with 120). */
const BENCH_TOKENS = 5000;

const lines = [
  'Tell me about your day.',
  'I walked by the harbour this morning and the light on the water was unreal.\nThen coffee.',
  'That sounds lovely!',
  'What are you reading at the moment? I keep starting books and never finishing them, which is a little embarrassing to admit.',
];

/**
 * Bench-only: before the server starts, writes chats with long histories straight into its
 * embedded database, or the PostgreSQL that DATABASE_URL names, which the server then uses too
 * (sending 10,000 messages through the API would take far longer than the measurement).
 * Returns the chats' hashes by history length.
 */
export async function seedLongChats(dataDir: string, lengths: number[]) {
  const database = await openAndPrepare(
    { databaseUrl: process.env.DATABASE_URL || null, dataDir, seed: true, llm: null },
    () => {},
  );
  const { db } = database;
  try {
    const [user] = await db.select().from(users).where(eq(users.email, BENCH_USER));
    await postEntryNow(db, {
      userId: user!.id,
      amount: BENCH_TOKENS,
      kind: 'grant',
      key: `grant:bench:${randomUUID()}`,
      reason: 'Bench sends',
    });
    // Angels the demo user has no one-to-one chat with yet (the demo conversations hold some).
    const taken = await db
      .select({ id: chats.oneAvatarId })
      .from(chats)
      .where(and(eq(chats.userId, user!.id), isNotNull(chats.oneAvatarId)));
    const picks = await db
      .select({ id: avatars.id })
      .from(avatars)
      .where(notInArray(avatars.id, [0, ...taken.map((chat) => chat.id!)]))
      .limit(lengths.length);
    const hashes: Record<number, string> = {};
    for (const [i, length] of lengths.entries()) {
      const avatarId = picks[i]!.id;
      const chatHash = randomBytes(16).toString('base64url'); // the server's format
      const [chat] = await db
        .insert(chats)
        .values({ chatHash, userId: user!.id, type: 'ONE', oneAvatarId: avatarId })
        .returning();
      await db.insert(chatAvatars).values({ chatId: chat!.id, avatarId, position: 0 });
      const start = Date.now() - length * 60_000;
      for (let from = 0; from < length; from += 1000) {
        const rows = Array.from({ length: Math.min(1000, length - from) }, (_, k) => {
          const n = from + k;
          const mine = n % 2 === 0;
          return {
            id: randomUUID(),
            chatId: chat!.id,
            avatarId: mine ? null : avatarId,
            text: `${lines[n % lines.length]} (#${n + 1})`,
            status: mine ? ('SENT' as const) : ('COMPLETE' as const),
            createdAt: new Date(start + n * 60_000),
          };
        });
        await db.insert(messages).values(rows);
      }
      await catchUpMemory(db, chat!.id);
      hashes[length] = chatHash;
    }
    return hashes;
  } finally {
    await database.close();
  }
}

/**
 * What the Angel remembers of the seeded chat, as the app would have learned it message by
 * message (memory's own learning and summary, without a model). Rows written straight into
 * the database skip that, and memory would catch up on the whole history in the background
 * after the first measured reply: hundreds of batches beside the sends the bench times, which
 * no chat that grew in the app ever has to do.
 */
async function catchUpMemory(db: Database['db'], chatId: string) {
  for (;;) {
    const before = await chatState(db, chatId);
    await learnChat(db, chatId, null);
    await summariseChat(db, chatId, null);
    const after = await chatState(db, chatId);
    const moved =
      after?.learnedThrough !== before?.learnedThrough ||
      after?.summarisedThrough !== before?.summarisedThrough;
    if (!moved) return;
  }
}

/** The bench user's tokens as the login answers them (JSON: accessToken, refreshToken). */
export async function signIn(baseURL: string): Promise<string> {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_USER, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Bench login answered ${login.status}`);
  return login.text();
}
