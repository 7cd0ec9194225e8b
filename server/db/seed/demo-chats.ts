import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { toPersona } from '../../chats/persona.ts';
import { speakingOrder } from '../../contract/turn-order.ts';
import { openingLines } from '../../engines/reply/persona/openings.ts';
import { composeReply } from '../../engines/reply/persona-engine.ts';
import type { ReplyTurn } from '../../engines/reply/reply-engine.ts';
import type { Db } from '../client.ts';
import { newChatHash } from '../queries/chats.ts';
import {
  avatars,
  chatAvatars,
  chats,
  messages,
  type AvatarRow,
  type NewMessageRow,
} from '../schema.ts';

/** A demo conversation: the Angels (by name) and what the user said, in order. */
type Script = { angels: string[]; said: string[]; unread?: boolean };

/**
 * The demo accounts' first conversations, so the chat list is not empty on first login.
 * The Angels' side is written by the built-in engine itself, with fixed seeds: the same on
 * every machine. Nothing is charged: the demo balances stay as the README lists them.
 */
const SCRIPTS: Record<string, Script[]> = {
  'user@angels.local': [
    {
      angels: ['Mei Lin'],
      said: [
        "Hi Mei! I'm Sam.",
        "What's your favourite sea creature, and why?",
        'I had a rough day at work today.',
      ],
    },
    { angels: ['Diego Navarro'], said: ['What do you do for work?', 'Coffee or tea?'] },
    {
      angels: ['Amara Okafor'],
      said: ['Guess what, I got the job!', 'Should I celebrate with a cake?'],
      unread: true,
    },
    {
      angels: ['Mei Lin', 'Diego Navarro', 'Layla Haddad'],
      said: ['Hi everyone!', 'What do you do on weekends?'],
    },
  ],
  'premium@angels.local': [
    {
      angels: ['Priya Sharma'],
      said: ['Hello Priya, how are you?', "What's your favourite song?"],
    },
    {
      angels: ['James Whitaker'],
      said: ['Should I learn to dance the tango?', 'Thank you, I think I will!'],
      unread: true,
    },
    {
      angels: ['Maya Bennett', 'Omar Khalil', 'Noor Al-Sayed'],
      said: ['Hi all! Where are you from?', 'Cats or dogs?'],
    },
  ],
};

const MINUTE = 60_000;

/** Adds the scripted chats of the given demo accounts (just created: they have none yet). */
export async function seedDemoChats(
  db: Db,
  accounts: { id: string; email: string; avatarName: string | null }[],
): Promise<number> {
  const wanted = accounts.filter((a) => SCRIPTS[a.email]);
  if (!wanted.length) return 0;
  const names = wanted.flatMap((a) => SCRIPTS[a.email]!.flatMap((s) => s.angels));
  const rows = await db.select().from(avatars).where(inArray(avatars.name, names));
  const byName = new Map(rows.map((row) => [row.name, row]));
  let added = 0;
  await db.transaction(async (tx) => {
    for (const account of wanted) {
      const scripts = SCRIPTS[account.email] ?? [];
      for (const [index, script] of scripts.entries()) {
        const seats = script.angels.flatMap((name) => byName.get(name) ?? []);
        if (seats.length !== script.angels.length) continue; // a catalogue without them
        // Older chats first: the newest (last in the script) tops the list.
        const start = Date.now() - (scripts.length - index) * 24 * 60 * MINUTE;
        await writeChat(tx, account, script, seats, start, `${account.email}:${index}`);
        added++;
      }
    }
  });
  return added;
}

async function writeChat(
  db: Db,
  account: { id: string; avatarName: string | null },
  script: Script,
  seats: AvatarRow[],
  start: number,
  seed: string,
): Promise<void> {
  const group = seats.length > 1;
  const personas = seats.map(toPersona);
  const rows: NewMessageRow[] = [];
  const history: ReplyTurn[] = [];
  let at = start;
  const chatId = randomUUID();
  const add = (avatarId: number | null, text: string, replyTo: string | null) => {
    const id = randomUUID();
    at += 2 * MINUTE;
    rows.push({
      id,
      chatId,
      avatarId,
      text,
      replyTo,
      status: avatarId ? 'COMPLETE' : 'SENT',
      createdAt: new Date(at),
      updatedAt: new Date(at),
    });
    history.push({
      avatarId,
      name: avatarId
        ? (personas.find((p) => p.id === avatarId)?.name ?? '')
        : (account.avatarName ?? 'You'),
      text,
    });
    return id;
  };
  openingLines(personas).forEach((text, i) => add(personas[i]!.id, text, null));
  let rotation = 0;
  for (const [turn, text] of script.said.entries()) {
    const asked = add(null, text, null);
    const order = group
      ? speakingOrder(personas, rotation, text, 2)
      : { speakers: personas, rotation: 0 };
    rotation = order.rotation;
    for (const speaker of order.speakers) {
      const others = personas.filter((p) => p.id !== speaker.id);
      const reply = composeReply({
        persona: speaker,
        others,
        history: history.slice(-20),
        seed: `demo:${seed}:${turn}:${speaker.id}`,
        signal: new AbortController().signal,
      });
      add(speaker.id, reply, asked);
    }
  }
  const last = new Date(at);
  await db.insert(chats).values({
    id: chatId,
    chatHash: newChatHash(),
    userId: account.id,
    type: group ? 'GROUP' : 'ONE',
    oneAvatarId: group ? null : (seats[0]?.id ?? null),
    rotation,
    createdAt: new Date(start),
    updatedAt: last,
    // One unread chat shows the list's unread marker.
    lastReadAt: script.unread ? new Date(at - MINUTE) : last,
  });
  await db
    .insert(chatAvatars)
    .values(seats.map((s, position) => ({ chatId, avatarId: s.id, position })));
  await db.insert(messages).values(rows);
}
