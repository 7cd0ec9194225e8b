import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MEMORY_LIMITS } from '../contract/memory-constants.ts';
import type { Db } from '../db/client.ts';
import { shownMessageSql } from '../db/queries/shown.ts';
import { memoryFacts } from '../db/schema.ts';
import type { RecalledFact, ReplyMemory } from '../engines/reply/reply-engine.ts';
import { rawRows } from './raw-rows.ts';
import { factStands } from './shown-facts.ts';

export type RecallFor = {
  chatId: string;
  /** The Angel that speaks: its facts about the chat's owner. */
  avatarId: number;
  /** The reply being written: the facts it drew on are recorded for its memory mark. */
  replyId: string;
  /** The reply's place in the chat: the messages just before it choose the relevant facts. */
  seq: number;
};

type Row = {
  id: number | null;
  text: string | null;
  pinned: boolean | null;
  summary: string | null;
};

/**
 * What the Angel remembers for one reply, in ONE statement (it runs before the first word):
 * the owner's pinned facts for this Angel, then the unpinned facts most relevant to the last
 * few messages (full-text: their words as an OR query, ranked by ts_rank over the GIN-indexed
 * vectors), then the newest unpinned ones to fill the recall, and the chat's story so far.
 * The facts that matched the recent messages are recorded as this reply's memory mark in the
 * same statement. Per user: the owner comes from the chat, so another user's facts never
 * appear. Each branch walks an index (see the memory bench's EXPLAIN).
 */
export async function recallMemory(db: Db, at: RecallFor): Promise<ReplyMemory> {
  const rows = await rawRows<Row>(db, recallStatement(at));
  const facts: RecalledFact[] = rows.flatMap((row) =>
    row.id === null || row.text === null
      ? []
      : [{ id: row.id, text: row.text, pinned: !!row.pinned }],
  );
  return { facts, summary: rows[0]?.summary ?? null };
}

/** The facts as the statement names them (`f`): set-aside ones are not recalled. */
const f = alias(memoryFacts, 'f');
const learnedFromShown = factStands(f);

/** The statement itself (the memory bench EXPLAINs it). */
export function recallStatement({ chatId, avatarId, replyId, seq }: RecallFor): SQL {
  return sql`
    with owner as materialized (select user_id from chats where id = ${chatId}),
    recent as (
      select left(text, 1000) as text from messages
      where chat_id = ${chatId} and seq < ${seq} and hidden_at is null and ${shownMessageSql}
      order by seq desc limit ${MEMORY_LIMITS.recallMessages}
    ),
    q as (
      select nullif(replace(strip(to_tsvector('english', coalesce(string_agg(text, ' '), '')))::text,
        ''' ''', ''' | '''), '')::tsquery as q from recent
    ),
    pinned as (
      select f.id, f.text, f.pinned, f.created_at, 2 as tier,
        coalesce(ts_rank(f.search, q.q), 0) as rank, coalesce(f.search @@ q.q, false) as matched
      from memory_facts f, q
      where f.user_id = (select user_id from owner) and f.avatar_id = ${avatarId} and f.pinned
      order by f.created_at desc limit ${MEMORY_LIMITS.pinnedPerAngel}
    ),
    relevant as (
      select f.id, f.text, f.pinned, f.created_at, 1 as tier, ts_rank(f.search, q.q) as rank,
        true as matched
      from memory_facts f, q
      where f.user_id = (select user_id from owner) and f.avatar_id = ${avatarId}
        and not f.pinned and f.search @@ q.q and ${learnedFromShown}
      order by rank desc, f.created_at desc limit ${MEMORY_LIMITS.recalled}
    ),
    newest as (
      select f.id, f.text, f.pinned, f.created_at, 0 as tier, 0::real as rank, false as matched
      from memory_facts f
      where f.user_id = (select user_id from owner) and f.avatar_id = ${avatarId} and not f.pinned
        and ${learnedFromShown}
      order by f.created_at desc limit ${MEMORY_LIMITS.recalled}
    ),
    unpinned as (
      select distinct on (id) * from (select * from relevant union all select * from newest) u
      order by id, tier desc
    ),
    chosen as (
      select * from pinned
      union all
      (select * from unpinned order by tier desc, rank desc, created_at desc
        limit ${MEMORY_LIMITS.recalled})
    ),
    marked as (
      insert into memory_uses (reply_id, fact_id)
      select ${replyId}, id from chosen where matched on conflict do nothing
    )
    select c.id, c.text, c.pinned, s.summary
    from (select (select summary from chat_memory where chat_id = ${chatId}) as summary) s
    left join chosen c on true
    order by c.tier desc, c.rank desc, c.created_at desc`;
}
