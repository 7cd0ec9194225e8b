import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imported } from '../cards/card-test-helpers.ts';
import { useRecordingLlm } from '../testing/llm-env.ts';
import { openChat, page, send, session, settled, type Session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { setBalance } from '../testing/ledger-helpers.ts';

/**
 * The app against a recording OpenAI-compatible server: what the model receives for a real
 * chat, one-to-one with an imported card (lorebook, post-history instructions, {{user}}) and
 * in a group with a mention; every request is checked against the budget with a real
 * tokenizer. The two bodies are written to /tmp for the closing note of issue 27.
 */
const { llm, env } = useRecordingLlm(2048);
afterAll(() => {
  expect(llm.overBudget).toEqual([]);
});

const card = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Corvin',
    description:
      'Corvin is a lighthouse keeper, 41 years old, who knows {{user}} from the village.',
    personality: 'Calm, loyal, a little sarcastic.',
    scenario: 'A stormy night at the lighthouse.',
    first_mes: 'Come in out of the rain, {{user}}.',
    mes_example: '<START>\n{{user}}: Hello?\n{{char}}: Door is open.',
    system_prompt: '',
    post_history_instructions: 'Answer as Corvin in one or two gruff sentences.',
    alternate_greetings: [],
    tags: [],
    creator: 'someone',
    creator_notes: '',
    character_version: '1',
    character_book: {
      entries: [
        {
          keys: ['lamp'],
          content: 'The lamp was lit by {{char}}’s father in 1952.',
          enabled: true,
          insertion_order: 1,
        },
        { keys: ['storm'], content: 'UNRELATED STORM LORE', enabled: false, insertion_order: 2 },
      ],
    },
    extensions: {},
  },
};

describe('what the model receives for a real chat', () => {
  const t = useTestApp(env);
  let me: Session;
  beforeAll(async () => {
    me = await session(t, 'user@angels.local'); // avatar name: Sam
    await setBalance(t.database.db, me.id, 5000);
  });

  it('one-to-one with a card: greeting and prompt name the user, lorebook and post-history come, a long chat stays in budget, a failed reply is not history', async () => {
    const corvin = await imported(t, me, card);
    const chat = await openChat(t, me, [corvin.id]);
    const opening = (await page(t, me, chat.chatHash)).items.at(-1)!;
    expect(opening.text).toBe('Come in out of the rain, Sam.');
    for (let i = 0; i < 24; i += 1) {
      await send(t, me, chat.chatHash, {
        text: `Message ${i}: ${'the sea is loud tonight '.repeat(12)}`,
      });
    }
    await settled(t, me, chat.chatHash);
    llm.script.push({ kind: 'stream', chunks: ['I saw the GHOST'], breakOff: true });
    await send(t, me, chat.chatHash, { text: 'What did you see?' });
    expect((await settled(t, me, chat.chatHash)).at(-1)).toMatchObject({
      status: 'FAILED',
      text: 'I saw the GHOST',
    });
    await send(t, me, chat.chatHash, { text: 'Who lit the lamp?' });
    await settled(t, me, chat.chatHash);
    const body = llm.bodies.at(-1)!;
    writeFileSync('/tmp/request-1to1.json', `${JSON.stringify(body, null, 2)}\n`);
    const all = JSON.stringify(body.messages);
    expect(all).not.toContain('GHOST');
    expect(all).not.toContain('Message 0:'); // older messages gave way to the budget
    expect(all).toContain('Message 23:');
    const system = body.messages[0]!.content;
    expect(system).toContain('The lamp was lit by Corvin’s father in 1952.');
    expect(system).not.toContain('UNRELATED');
    expect(system).toContain(
      'Corvin is a lighthouse keeper, 41 years old, who knows Sam from the village.',
    );
    expect(body.messages.at(-1)!.content).toBe(
      // The failed reply left out: the user's two messages are one turn.
      "What did you see?\nWho lit the lamp?\n\n[Answer as Corvin in one or two gruff sentences.]\n\n[Write Corvin's next reply to Sam.]",
    );
    expect(body).toMatchObject({ max_tokens: 200, stop: ['\nSam:'] });
  }, 120_000);

  it('a group: a script with every speaker named, ending on who speaks next', async () => {
    const chat = await openChat(t, me, [20, 21, 22]);
    const names = chat.avatars.map((a) => a.name);
    const addressed = names[2]!;
    await send(t, me, chat.chatHash, {
      text: `Hello all! @${addressed.split(' ')[0]}, how was your day?`,
      responders: 2,
    });
    await settled(t, me, chat.chatHash);
    const body = llm.bodies.at(-1)!;
    writeFileSync('/tmp/request-group.json', `${JSON.stringify(body, null, 2)}\n`);
    const roles = body.messages.map((m) => m.role);
    for (let i = 1; i < roles.length; i += 1) expect(roles[i]).not.toBe(roles[i - 1]);
    expect(roles.at(-1)).toBe('user');
    expect(body.messages.at(-1)!.content).toMatch(
      /^.+: Hello all! @.+\n.+: Hello there\.\n\n\[Next: .+ speaks\. Write only .+'s reply\.\]$/s,
    );
    expect(JSON.stringify(body.messages)).toContain(`Sam: Hello all! @`);
    // A small context: the others by name only, but every one of them.
    const system = body.messages[0]!.content;
    const others = names.filter((name) => !system.startsWith(`You are ${name},`));
    expect(others).toHaveLength(2);
    for (const name of others) expect(system).toContain(`- ${name}`);
    expect(body.stop).toHaveLength(3);
    expect(body.stop![0]).toBe('\nSam:');
    const first = llm.bodies.at(-2)!;
    expect(first.messages.at(-1)!.content).toMatch(/whom Sam addressed directly/);
  }, 60_000);
});
