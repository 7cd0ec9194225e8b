import { inArray, sql } from 'drizzle-orm';
import { FACT_KINDS, MEMORY_LIMITS, type FactKind } from '../contract/memory-constants.ts';
import type { Db } from '../db/client.ts';
import { isStorable } from '../contract/text.ts';
import { memoryFacts, messages } from '../db/schema.ts';
import { chatState, messagesAfter, saveChatState, type ChatState } from './chat-state.ts';
import { learnFacts } from './fact-rules.ts';
import { askModel, type Llm } from './model-call.ts';
import { factStands, hasRoom, standingFacts } from './shown-facts.ts';

/** Messages one learning run reads at most; the rest wait for the next run. */
const BATCH = 200;

type NewFact = { kind: FactKind; text: string; sourceMessageId: string };

/**
 * Learns what the user said since the last run of this chat: the rules on every user
 * message, then (with a model) one extraction call over the exchange for what the rules
 * missed. Every Angel seated in the chat heard it, so each keeps the facts. A run that fails
 * half-way has kept what the rules learned; the model's part is not retried (only logged).
 * Facts are kept only while the user's words read are still the words shown: an edit while
 * the run worked (shown-facts.ts) makes the run drop what it learned from the old words.
 */
export async function learnChat(db: Db, chatId: string, llm: Llm | null): Promise<void> {
  const state = await chatState(db, chatId);
  if (!state) return;
  const read = await messagesAfter(db, chatId, state.learnedThrough, BATCH);
  const last = read.at(-1);
  if (!last) return;
  const said = read.filter((m) => m.avatarId === null);
  const facts: NewFact[] = said.flatMap((m) =>
    learnFacts(m.text).map((fact) => ({ ...fact, sourceMessageId: m.id })),
  );
  const current = await db.transaction(async (tx) => {
    if (!(await unchanged(tx, said))) return false;
    await keep(tx, state, facts);
    await saveChatState(tx, chatId, { learnedThrough: last.seq });
    return true;
  });
  const source = said.at(-1);
  if (!current || !llm || !source) return;
  const names = new Map(state.seats.map((s) => [s.id, s.name]));
  const lines = read.map(
    (m) =>
      `${m.avatarId === null ? 'User' : (names.get(m.avatarId) ?? 'Angel')}: ${m.text.slice(0, 1000)}`,
  );
  const extracted = parseFacts(await askModel(llm, extractionPrompt(lines, facts), 300));
  await db.transaction(async (tx) => {
    if (!(await unchanged(tx, said))) return;
    await keep(
      tx,
      state,
      extracted.map((fact) => ({ ...fact, sourceMessageId: source.id })),
    );
  });
}

/**
 * The user's messages still say what the run read. They are locked (shared) until the run's
 * facts are stored, so an edit (which locks its message for update) comes wholly before this
 * check, and then it fails, or wholly after the facts are stored, and then it removes them.
 */
async function unchanged(tx: Db, said: { id: string; text: string }[]): Promise<boolean> {
  if (!said.length) return true;
  const now = await tx
    .select({ id: messages.id, text: messages.text })
    .from(messages)
    .where(
      inArray(
        messages.id,
        said.map((m) => m.id),
      ),
    )
    .for('share');
  const texts = new Map(now.map((m) => [m.id, m.text]));
  return said.every((m) => texts.get(m.id) === m.text);
}

/**
 * Stores new facts for every seated Angel that still has room. The same text twice is one
 * fact; one set aside with a message no longer shown (shown-facts.ts) is learned again from
 * the message that says it now, so it stands again.
 */
async function keep(db: Db, state: ChatState, facts: NewFact[]): Promise<void> {
  if (!facts.length) return;
  const ids = state.seats.map((s) => s.id);
  const held = await standingFacts(db, state.userId, ids);
  // One row per text: an upsert may not touch the same row twice in one statement.
  const once = [...new Map(facts.map((fact) => [fact.text, fact])).values()];
  const rows = ids
    .filter((id) => hasRoom(held.get(id)))
    .flatMap((avatarId) =>
      once.map((fact) => ({
        ...fact,
        userId: state.userId,
        avatarId,
        author: 'learned' as const,
      })),
    );
  if (!rows.length) return;
  await db
    .insert(memoryFacts)
    .values(rows)
    .onConflictDoUpdate({
      target: [memoryFacts.userId, memoryFacts.avatarId, memoryFacts.text],
      set: { sourceMessageId: sql`excluded.source_message_id`, updatedAt: sql`now()` },
      setWhere: sql`not ${factStands()}`,
    });
}

function extractionPrompt(lines: string[], known: NewFact[]) {
  return [
    {
      role: 'system' as const,
      content:
        'You note lasting facts about the user from a chat: their name, people and pets (with ' +
        'names), work, places, likes, dislikes, plans and dates, and anything they asked to be ' +
        `remembered. Answer with a JSON array only, at most ${MEMORY_LIMITS.extractedPerExchange} ` +
        `items, each {"kind": one of ${JSON.stringify(FACT_KINDS)}, "text": a short first-person ` +
        'sentence as the user would say it, e.g. "My sister lives in Leeds"}. Only facts the user ' +
        'stated about themselves; nothing about the characters; [] if there is nothing new.',
    },
    {
      role: 'user' as const,
      content: `Already noted: ${JSON.stringify(known.map((f) => f.text))}\n\nChat:\n${lines.join('\n')}`,
    },
  ];
}

/** The model's answer, read defensively: only well-formed facts within the limits. */
export function parseFacts(answer: string): { kind: FactKind; text: string }[] {
  const json = /\[[\s\S]*\]/.exec(answer)?.[0];
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { kind, text } = item as { kind?: unknown; text?: unknown };
      if (typeof text !== 'string') return [];
      const clean = text.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
      if (!clean || clean.length > MEMORY_LIMITS.factText || !isStorable(clean)) return [];
      const known = FACT_KINDS.find((k) => k === kind) ?? 'other';
      return [{ kind: known, text: clean }];
    })
    .slice(0, MEMORY_LIMITS.extractedPerExchange);
}
