/**
 * Cases as agents see them: the queue's line (summary) and the case page (detail). Rows are
 * read with their people, chat and flag counts in one statement; the chats' Angels and the
 * flags in one more each, however many cases a page holds.
 */
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CaseDetail, CaseFlag, CaseSummary, PersonRef } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import {
  avatars,
  caseFlags,
  chatAvatars,
  chats,
  moderationCases,
  users,
  type CaseFlagRow,
} from '../db/schema.ts';
import { isUuid } from '../contract/ids.ts';

const PREVIEW_MAX = 120;

const owner = alias(users, 'case_owner');
const assignee = alias(users, 'case_assignee');
const resolver = alias(users, 'case_resolver');

/** The flags of the case on the same row, for the count and the newest excerpt. */
const itsFlags = sql`${caseFlags} where ${caseFlags.caseId} = ${moderationCases.id}`;
const newestFirst = sql`${caseFlags.createdAt} desc, ${caseFlags.id} desc`;

const columns = {
  row: moderationCases,
  chatHash: chats.chatHash,
  ownerEmail: owner.email,
  assigneeEmail: assignee.email,
  resolverEmail: resolver.email,
  flagCount: sql<number>`(select count(*) from ${itsFlags})`.mapWith(Number),
  newestExcerpt: sql<string | null>`(
    select ${caseFlags.excerpt} from ${itsFlags} order by ${newestFirst} limit 1
  )`,
};

export type CaseQuery = { where?: SQL; orderBy: SQL[]; limit?: number; offset?: number };

type CaseRow = Awaited<ReturnType<typeof selectCases>>[number];

function selectCases(db: Db, query: CaseQuery) {
  let select = db
    .select(columns)
    .from(moderationCases)
    .leftJoin(owner, eq(owner.id, moderationCases.userId))
    .leftJoin(assignee, eq(assignee.id, moderationCases.assigneeId))
    .leftJoin(resolver, eq(resolver.id, moderationCases.resolvedBy))
    .leftJoin(chats, eq(chats.id, moderationCases.chatId))
    .where(query.where)
    .$dynamic();
  if (query.orderBy.length) select = select.orderBy(...query.orderBy);
  if (query.limit !== undefined) select = select.limit(query.limit);
  if (query.offset) select = select.offset(query.offset);
  return select;
}

/**
 * Whose case it is once the account is deleted: no id to open, no email, only a label agents
 * can tell cases apart by (the case id's first characters, which say nothing of the person).
 */
export const deletedAccount = (caseId: string): PersonRef => ({
  id: '',
  email: `Deleted account #${caseId.slice(0, 8)}`,
});

const person = (id: string | null, email: string | null): PersonRef | null =>
  id && email ? { id, email } : null;

const shorten = (text: string) =>
  text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1).trimEnd()}…` : text;

/** The Angels of each chat, in seating order. */
async function avatarNames(db: Db, chatIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (!chatIds.length) return names;
  const rows = await db
    .select({ chatId: chatAvatars.chatId, name: avatars.name })
    .from(chatAvatars)
    .innerJoin(avatars, eq(avatars.id, chatAvatars.avatarId))
    .where(inArray(chatAvatars.chatId, chatIds))
    .orderBy(asc(chatAvatars.chatId), asc(chatAvatars.position));
  for (const { chatId, name } of rows) names.set(chatId, [...(names.get(chatId) ?? []), name]);
  return names;
}

function presentSummary(row: CaseRow, names: Map<string, string[]>): CaseSummary {
  const c = row.row;
  return {
    id: c.id,
    status: c.status,
    severity: c.severity,
    source: c.source,
    chatHash: row.chatHash,
    avatarNames: c.chatId ? (names.get(c.chatId) ?? []) : [],
    user:
      c.userId && row.ownerEmail ? { id: c.userId, email: row.ownerEmail } : deletedAccount(c.id),
    waitingSince: c.waitingSince.toISOString(),
    assignee: person(c.assigneeId, row.assigneeEmail),
    claimedAt: c.claimedAt?.toISOString() ?? null,
    flagCount: row.flagCount,
    preview: shorten(row.newestExcerpt ?? ''),
    resolution: c.resolution,
    resolvedAt: c.resolvedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
  };
}

/** Summaries of the cases the query selects, in its order. */
export async function caseSummaries(db: Db, query: CaseQuery): Promise<CaseSummary[]> {
  const rows = await selectCases(db, query);
  const chatIds = rows.flatMap(({ row }) => (row.chatId ? [row.chatId] : []));
  const names = await avatarNames(db, [...new Set(chatIds)]);
  return rows.map((row) => presentSummary(row, names));
}

/** The flags of a case, oldest first, with who reported them. */
export async function caseFlagsOf(db: Db, caseId: string): Promise<CaseFlag[]> {
  const rows = await db
    .select({ flag: caseFlags, reporterEmail: users.email })
    .from(caseFlags)
    .leftJoin(users, eq(users.id, caseFlags.reporterId))
    .where(eq(caseFlags.caseId, caseId))
    .orderBy(asc(caseFlags.createdAt), asc(caseFlags.id));
  return rows.map(({ flag, reporterEmail }) =>
    presentFlag(flag, person(flag.reporterId, reporterEmail)),
  );
}

async function detailWhere(db: Db, where: SQL): Promise<CaseDetail | undefined> {
  const [row] = await selectCases(db, { where, orderBy: [], limit: 1 });
  if (!row) return undefined;
  const names = await avatarNames(db, row.row.chatId ? [row.row.chatId] : []);
  return {
    ...presentSummary(row, names),
    flags: await caseFlagsOf(db, row.row.id),
    note: row.row.note,
    resolvedBy: person(row.row.resolvedBy, row.resolverEmail),
  };
}

/** Ids come from URLs: anything that is not a uuid is simply no case (never an SQL error). */
export const isCaseId = (id: string) => isUuid(id);

export function caseDetail(db: Db, caseId: string): Promise<CaseDetail | undefined> {
  if (!isCaseId(caseId)) return Promise.resolve(undefined);
  return detailWhere(db, eq(moderationCases.id, caseId));
}

/** The chat's unresolved case, if it has one (at most one: a partial unique index). */
export function openCaseOfChat(db: Db, chatId: string): Promise<CaseDetail | undefined> {
  return detailWhere(
    db,
    and(eq(moderationCases.chatId, chatId), ne(moderationCases.status, 'resolved')) as SQL,
  );
}

/** A flag as agents see it; `reporter` already resolved (null for the filter). */
export function presentFlag(flag: CaseFlagRow, reporter: PersonRef | null): CaseFlag {
  return {
    id: flag.id,
    source: flag.source,
    subject: flag.subject,
    severity: flag.severity,
    messageId: flag.messageId,
    excerpt: flag.excerpt,
    spans: flag.spans,
    reason: flag.reason,
    note: flag.note,
    reporter,
    createdAt: flag.createdAt.toISOString(),
  };
}
