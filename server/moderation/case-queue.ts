/**
 * The queue: what waits, worst first. Unresolved cases sort by severity, then by how long
 * they have waited (oldest first); resolved ones by when they were resolved, newest first.
 */
import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '../contract/constants.ts';
import type { CaseFilter, CaseList, CaseListQuery } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import { moderationCases as cases } from '../db/schema.ts';
import { caseSummaries } from './present-case.ts';

function filterWhere(filter: CaseFilter, agentId: string): SQL | undefined {
  switch (filter) {
    case 'new':
      return eq(cases.status, 'new');
    case 'mine':
      return and(eq(cases.status, 'open'), eq(cases.assigneeId, agentId));
    case 'open':
      return ne(cases.status, 'resolved');
    case 'resolved':
      return eq(cases.status, 'resolved');
  }
}

const WORST_FIRST = [desc(cases.severityRank), asc(cases.waitingSince), asc(cases.id)];
const LATEST_FIRST = [desc(cases.resolvedAt), desc(cases.id)];

export async function listCases(db: Db, agentId: string, query: CaseListQuery): Promise<CaseList> {
  const size = DEFAULT_PAGE_SIZE;
  const items = await caseSummaries(db, {
    where: and(
      filterWhere(query.filter, agentId),
      query.severity ? eq(cases.severity, query.severity) : undefined,
    ),
    orderBy: query.filter === 'resolved' ? LATEST_FIRST : WORST_FIRST,
    // One more than a page tells whether another page follows.
    limit: size + 1,
    offset: (query.page - 1) * size,
  });
  return {
    items: items.slice(0, size),
    firstPage: query.page === 1,
    lastPage: items.length <= size,
  };
}
