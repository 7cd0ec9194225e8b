import http from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMemory, memoryFacts, messages } from '../db/schema.ts';
import { openChat, send, session } from '../testing/chat-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useProviderEnv } from '../testing/llm-env.ts';
import { useTestApp } from '../testing/test-app.ts';
import { learnChat } from './learn.ts';
import { memoryIdle } from './memory-test-helpers.ts';
import type { Llm } from './model-call.ts';
import { unlearnEdited } from './shown-facts.ts';

/**
 * The user edits their message while a learning run waits for the model (which takes
 * seconds): what the run learned from the old words must not be stored after the edit
 * removed what was learned from them, and learning starts again at the edited message.
 */
const ANGEL = 25;
const EXTRACTED = 'I collect vintage stamps';
let duringCall: () => Promise<void> = async () => {};

const provider = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    void duringCall().then(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const content = JSON.stringify([{ kind: 'like', text: EXTRACTED }]);
      res.end(JSON.stringify({ choices: [{ message: { content } }] }));
    });
  });
});
// The app's own memory runs use the rules only: the test runs the model's part itself.
const env = useProviderEnv(provider, {
  LLM_MODEL: 'test-model',
  LLM_TIMEOUT_MS: '5000',
  LLM_MEMORY: 'off',
});
const t = useTestApp(env, { replies: scriptedEngine().engine });

describe('an edit while memory is learning', () => {
  it("drops the run's facts from the old words; the next run learns the new ones", async () => {
    const llm: Llm | null = t.config.llm;
    if (!llm) throw new Error('The test app has no model configured');
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [ANGEL]);
    await send(t, me, chat.chatHash, { text: 'Hello there.' });
    await memoryIdle(t);
    const [row] = await t.database.db
      .select({ id: messages.id, seq: messages.seq, chatId: messages.chatId })
      .from(messages)
      .where(eq(messages.text, 'Hello there.'));
    const { db } = t.database;
    // The run reads the words below, then the edit lands while the model is asked.
    await db
      .update(messages)
      .set({ text: 'My cat is called Tom, I collect stamps.' })
      .where(eq(messages.id, row!.id));
    await db
      .update(chatMemory)
      .set({ learnedThrough: row!.seq - 1 })
      .where(eq(chatMemory.chatId, row!.chatId));
    duringCall = () =>
      db.transaction(async (tx) => {
        await tx.update(messages).set({ text: 'I live in Leeds.' }).where(eq(messages.id, row!.id));
        await unlearnEdited(tx, row!.chatId, row!);
      });
    await learnChat(db, row!.chatId, llm);
    const facts = async () =>
      (
        await db
          .select({ text: memoryFacts.text })
          .from(memoryFacts)
          .where(eq(memoryFacts.avatarId, ANGEL))
      )
        .map((f) => f.text)
        .sort();
    expect(await facts()).toEqual([]);
    const [state] = await db.select().from(chatMemory).where(eq(chatMemory.chatId, row!.chatId));
    expect(state?.learnedThrough).toBe(row!.seq - 1);

    duringCall = async () => {};
    await learnChat(db, row!.chatId, null);
    expect(await facts()).toEqual(['I live in Leeds']);
  });
});
