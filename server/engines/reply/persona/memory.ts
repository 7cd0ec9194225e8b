import type { ReplyPersona, ReplyTurn } from '../reply-engine.ts';
import { readMessage, type Intent } from './intent.ts';
import { sayBack } from './language.ts';

/** Something the user told the Angel earlier in the chat, said back in the second person. */
export type Fact = { kind: 'bad' | 'good' | 'like' | 'share'; said: string };

/** What the Angel knows from the conversation so far. */
export type Memory = {
  /** The words being answered (the user's last message), or null at the very start. */
  message: string | null;
  intents: Intent[];
  /** From "I'm Sam" / "my name is Sam", else the name the user chose for their avatar. */
  userName: string | null;
  /** Earlier news and likes, newest first (the message being answered is not among them). */
  facts: Fact[];
  /** This Angel's own replies the engine can see, newest first. */
  ownRecent: string[];
  /** Replies other Angels gave to the same message, in order. */
  othersNow: { persona: ReplyPersona; text: string }[];
  /** How many times the user has written. */
  userTurns: number;
};

// The same messages are read for every reply of a chat: their reading is kept for a while.
const READ_CACHE = 1000;
const readings = new Map<string, Intent[]>();

function intentsOf(text: string): Intent[] {
  const known = readings.get(text);
  if (known) return known;
  const intents = readMessage(text);
  if (readings.size >= READ_CACHE) readings.delete(readings.keys().next().value as string);
  readings.set(text, intents);
  return intents;
}

export function readHistory(
  persona: ReplyPersona,
  others: ReplyPersona[],
  history: ReplyTurn[],
): Memory {
  const lastUserAt = history.findLastIndex((turn) => turn.avatarId === null);
  const message = lastUserAt >= 0 ? (history[lastUserAt]?.text ?? '') : null;
  const userTurns = history.filter((turn) => turn.avatarId === null);
  let userName: string | null = null;
  const facts: Fact[] = [];
  userTurns.forEach((turn, index) => {
    const intents = intentsOf(turn.text);
    for (const intent of intents) {
      if (intent.kind === 'introduce') userName = intent.name;
      if (index === userTurns.length - 1) continue;
      const fact = factOf(intent);
      if (fact) facts.unshift(fact);
    }
  });
  const fallbackName = userTurns.at(-1)?.name;
  if (!userName && fallbackName && fallbackName !== 'You') userName = fallbackName;
  return {
    message,
    intents: message === null ? [] : intentsOf(message),
    userName,
    facts,
    ownRecent: history
      .filter((turn) => turn.avatarId === persona.id)
      .map((turn) => turn.text)
      .reverse(),
    othersNow: history.slice(lastUserAt + 1).flatMap((turn) => {
      const other = others.find((o) => o.id === turn.avatarId);
      return other ? [{ persona: other, text: turn.text }] : [];
    }),
    userTurns: userTurns.length,
  };
}

function factOf(intent: Intent): Fact | null {
  const told = (said: string) => sayBack(said, 12);
  if (intent.kind === 'badNews' && told(intent.said))
    return { kind: 'bad', said: told(intent.said) };
  if (intent.kind === 'goodNews' && told(intent.said)) {
    return { kind: 'good', said: told(intent.said) };
  }
  if (intent.kind === 'share' && intent.liked) return { kind: 'like', said: intent.liked };
  if (intent.kind === 'share' && told(intent.said))
    return { kind: 'share', said: told(intent.said) };
  return null;
}
