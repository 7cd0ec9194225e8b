/**
 * The conversation an engine is given: the chat read newest-first until it holds more than the
 * engine's prompt can take (its historyTokens, counted as the prompt builder counts), or a
 * bound is reached, so a 10,000-message chat is never loaded whole and a large context is not
 * left empty. The builder then keeps what fits (engines/reply/prompt/build.ts).
 *
 * Each read is a statement before the reply's first word, so the first asks for as many rows
 * as the chat's last window needed (a hint kept in this process; a wrong or missing hint only
 * costs another read, never a different window), and each further read for twice as many.
 * Run it inside inSeqOrder (db/queries/messages.ts), with the reply's other reads of the chat.
 */
import type { Db } from '../db/client.ts';
import { historyRows, type HistoryTurn } from '../db/queries/messages.ts';
import { countTokens, MESSAGE_OVERHEAD_TOKENS } from '../engines/reply/prompt/tokens.ts';

/** Rows of the first read without a hint, and the most rows read for one reply. */
export const HISTORY_PAGE = 50;
export const HISTORY_MAX_ROWS = 1000;
/** An engine that says nothing of its room (the built-in one) reads this many messages. */
export const HISTORY_SIZE = 20;
/** Chats whose last window size is kept (the oldest hint goes first). */
const HINTS_KEPT = 2000;

const rowsNeeded = new Map<string, number>();

function remember(chatId: string, rows: number): void {
  rowsNeeded.delete(chatId);
  rowsNeeded.set(chatId, rows);
  if (rowsNeeded.size > HINTS_KEPT) rowsNeeded.delete(rowsNeeded.keys().next().value!);
}

/** What a turn costs the prompt, as the builder counts it. */
const cost = (turn: HistoryTurn) => countTokens(turn.text) + MESSAGE_OVERHEAD_TOKENS;

export async function historyWindow(
  tx: Db,
  chatId: string,
  beforeSeq: number,
  tokens: number | undefined,
): Promise<HistoryTurn[]> {
  if (tokens === undefined) return historyRows(tx, chatId, beforeSeq, HISTORY_SIZE);
  const pages: HistoryTurn[][] = [];
  let before = beforeSeq;
  let used = 0;
  let read = 0;
  /** Rows from the newest that reach the budget (all that were read, if none do). */
  let needed = 0;
  // A couple of messages more than last time: the exchange since then.
  let size = Math.min(HISTORY_MAX_ROWS, Math.max(HISTORY_PAGE, (rowsNeeded.get(chatId) ?? 0) + 4));
  while (size > 0) {
    const rows = await historyRows(tx, chatId, before, size);
    pages.unshift(rows);
    read += rows.length;
    for (let i = rows.length - 1; i >= 0 && used < tokens; i -= 1) {
      used += cost(rows[i]!);
      needed += 1;
    }
    if (rows.length < size || used >= tokens || !rows[0]) break;
    before = rows[0].seq;
    size = Math.min(size * 2, HISTORY_MAX_ROWS - read);
  }
  remember(chatId, needed);
  return pages.flat();
}
