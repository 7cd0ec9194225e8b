/**
 * The conversation an engine is given: pages of the chat read newest-first until they hold
 * more than the engine's prompt can take (its historyTokens, counted as the prompt builder
 * counts), or a bound is reached, so a 10,000-message chat is never loaded whole and a large
 * context is not left empty. The builder then keeps what fits (engines/reply/prompt/build.ts).
 */
import type { Db } from '../db/client.ts';
import { historyBefore, type HistoryTurn } from '../db/queries/messages.ts';
import { countTokens, MESSAGE_OVERHEAD_TOKENS } from '../engines/reply/prompt/tokens.ts';

/** Rows per page, and the most pages read for one reply. */
export const HISTORY_PAGE = 50;
export const HISTORY_MAX_PAGES = 20;
/** An engine that says nothing of its room (the built-in one) reads this many messages. */
export const HISTORY_SIZE = 20;

export async function historyWindow(
  db: Db,
  chatId: string,
  beforeSeq: number,
  tokens: number | undefined,
): Promise<HistoryTurn[]> {
  if (tokens === undefined) return historyBefore(db, chatId, beforeSeq, HISTORY_SIZE);
  const pages: HistoryTurn[][] = [];
  let before = beforeSeq;
  let used = 0;
  for (let page = 0; page < HISTORY_MAX_PAGES; page += 1) {
    const rows = await historyBefore(db, chatId, before, HISTORY_PAGE);
    pages.unshift(rows);
    for (const row of rows) used += countTokens(row.text) + MESSAGE_OVERHEAD_TOKENS;
    if (rows.length < HISTORY_PAGE || used >= tokens || !rows[0]) break;
    before = rows[0].seq;
  }
  return pages.flat();
}
