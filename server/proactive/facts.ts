/**
 * What the scheduler reads before it lets an Angel write first, each in one statement: the
 * chat (is it there, busy, answered, quiet?) and the money (the day's cap, spent, balance).
 */
import { sql } from 'drizzle-orm';
import { WRITES_FIRST } from '../contract/proactive-constants.ts';
import type { Db } from '../db/client.ts';
import { rawRows } from '../memory/raw-rows.ts';
import type { ChatFacts, MoneyFacts } from './rules.ts';

type ChatRow = {
  gone: boolean | null;
  busy: boolean;
  unanswered: boolean;
  last_at: string | Date | null;
};

/**
 * `lastWritten`: the latest message this chat's Angel wrote first. It is answered when the
 * user wrote after it; one the purge removed counts as answered (the user deleted it).
 */
export async function chatFacts(
  db: Pick<Db, 'execute'>,
  chatId: string,
  lastWritten: string | null,
): Promise<ChatFacts> {
  const [row] = await rawRows<ChatRow>(
    db,
    sql`
    select
      (select c.deleted_at is not null or c.type <> 'ONE' from chats c where c.id = ${chatId}) as gone,
      exists (select 1 from messages where chat_id = ${chatId}
        and status in ('QUEUED', 'STREAMING')) as busy,
      coalesce((select not exists (
          select 1 from messages u
          where u.chat_id = p.chat_id and u.avatar_id is null and u.seq > p.seq)
        from messages p where p.id = ${lastWritten}::uuid), false) as unanswered,
      (select max(created_at) from messages where chat_id = ${chatId}
        and branch_id is null and deleted_at is null) as last_at`,
  );
  return {
    gone: row?.gone ?? true,
    busy: row?.busy ?? false,
    unanswered: row?.unanswered ?? false,
    lastActivityAt: row?.last_at ? new Date(row.last_at) : null,
  };
}

type MoneyRow = { balance: number; cap: number; spent: number | string };

/**
 * Tokens Angels spent on their own on the user's `localDay`: what the messages they wrote
 * first still hold (a refunded one holds nothing). With `lock`, the user's cap row is held
 * until the caller's transaction ends, so two chats of one user cannot both pass the cap.
 */
export async function moneyFacts(
  db: Pick<Db, 'execute'>,
  userId: string,
  localDay: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<MoneyFacts> {
  if (lock) {
    await db.execute(sql`
      insert into proactive_prefs (user_id, daily_cap) values (${userId}, ${WRITES_FIRST.dailyCapDefault})
      on conflict (user_id) do nothing`);
    await db.execute(sql`select 1 from proactive_prefs where user_id = ${userId} for update`);
  }
  const [row] = await rawRows<MoneyRow>(
    db,
    sql`
    select u.tokens as balance, coalesce(p.daily_cap, ${WRITES_FIRST.dailyCapDefault}) as cap,
      coalesce((select sum(m.charged) from proactive_sends s join messages m on m.id = s.message_id
        where s.user_id = u.id and s.local_day = ${localDay}), 0) as spent
    from users u left join proactive_prefs p on p.user_id = u.id
    where u.id = ${userId}`,
  );
  return {
    balance: row?.balance ?? 0,
    dailyCap: row?.cap ?? 0,
    spentToday: Number(row?.spent ?? 0),
    cost: WRITES_FIRST.cost,
  };
}
