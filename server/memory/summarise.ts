import { sql } from 'drizzle-orm';
import { MEMORY_LIMITS } from '../contract/memory-constants.ts';
import { isStorable } from '../contract/text.ts';
import type { Db } from '../db/client.ts';
import { inSeqOrder } from '../db/queries/messages.ts';
import { shownMessageSql } from '../db/queries/shown.ts';
import { readMessage } from '../engines/reply/persona/intent.ts';
import { chatState, messagesAfter, saveChatState, type ChatState } from './chat-state.ts';
import { learnFacts } from './fact-rules.ts';
import { askModel, type Llm } from './model-call.ts';
import { rawRows } from './raw-rows.ts';

type Said = { seq: number; avatarId: number | null; text: string };

/** Batches one run may fold in, so a long chat's first summary does not hold a lease forever. */
const RUNS = 5;

/**
 * The story so far: once at least `summaryEvery` messages have left the history window (all
 * but the newest `summaryKeeps`), they are folded into the chat's summary, by the
 * model when one is configured, else extractively (the user's sentences that told something).
 */
export async function summariseChat(db: Db, chatId: string, llm: Llm | null): Promise<void> {
  for (let run = 0; run < RUNS; run++) {
    const state = await chatState(db, chatId);
    if (!state) return;
    const edge = await windowEdge(db, chatId);
    if (edge <= state.summarisedThrough) return;
    const left = (
      await messagesAfter(db, chatId, state.summarisedThrough, MEMORY_LIMITS.summaryBatch)
    ).filter((m) => m.seq <= edge);
    const last = left.at(-1);
    if (!last || left.length < MEMORY_LIMITS.summaryEvery) return;
    const summary = llm ? await modelSummary(llm, state, left) : extractive(state, left);
    await saveChatState(db, chatId, { summary, summarisedThrough: last.seq });
    if (left.length < MEMORY_LIMITS.summaryBatch) return;
  }
}

/** The seq of the newest message outside the history window (0: every message is inside). */
async function windowEdge(db: Db, chatId: string): Promise<number> {
  // Walking the (chat_id, seq) index, not sorting the chat's whole history (inSeqOrder).
  const [row] = await inSeqOrder(db, (tx) =>
    rawRows<{ seq: number | string }>(
      tx,
      sql`select seq from messages where chat_id = ${chatId} and text <> '' and hidden_at is null
        and ${shownMessageSql}
        order by seq desc offset ${MEMORY_LIMITS.summaryKeeps} limit 1`,
    ),
  );
  return row ? Number(row.seq) : 0;
}

/** Keeps the newest lines within the limit: the oldest part of the story goes first. */
function fit(lines: string[]): string | null {
  const kept: string[] = [];
  let length = 0;
  for (const line of [...lines].reverse()) {
    if (length + line.length + 1 > MEMORY_LIMITS.summaryChars) break;
    kept.unshift(line);
    length += line.length + 1;
  }
  return kept.length ? kept.join('\n') : null;
}

/** The built-in way: the user's sentences that told news, a fact or something they shared. */
export function extractive(
  state: Pick<ChatState, 'summary' | 'userName'>,
  said: Said[],
): string | null {
  const lines = state.summary ? state.summary.split('\n') : [];
  for (const message of said) {
    if (message.avatarId !== null) continue;
    for (const sentence of message.text.match(/[^.!?]+[.!?]*/g) ?? []) {
      const s = sentence.replace(/\s+/g, ' ').trim();
      if (!s || s.length > 240) continue;
      const telling =
        learnFacts(s).length > 0 ||
        readMessage(s).some(
          (i) => i.kind === 'goodNews' || i.kind === 'badNews' || i.kind === 'share',
        );
      if (telling) lines.push(`${state.userName} said: "${s}"`);
    }
  }
  return fit(lines);
}

async function modelSummary(llm: Llm, state: ChatState, said: Said[]): Promise<string | null> {
  const names = new Map(state.seats.map((s) => [s.id, s.name]));
  const lines = said.map(
    (m) =>
      `${m.avatarId === null ? state.userName : (names.get(m.avatarId) ?? 'Angel')}: ${m.text.slice(0, 600)}`,
  );
  const text = await askModel(
    llm,
    [
      {
        role: 'system',
        content:
          'You keep "the story so far" of a chat between a user and companion characters: a ' +
          `summary in plain prose, third person, at most ${Math.floor(MEMORY_LIMITS.summaryChars / 7)} words, ` +
          'keeping names, facts about the user, events, plans and feelings. Answer with the ' +
          'updated summary only.',
      },
      {
        role: 'user',
        content: `The story so far: ${state.summary ?? '(nothing yet)'}\n\nWhat was said next:\n${lines.join('\n')}`,
      },
    ],
    400,
  );
  const clean = text.slice(0, MEMORY_LIMITS.summaryChars).trim();
  return clean && isStorable(clean) ? clean : state.summary;
}
