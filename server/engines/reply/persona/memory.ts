import type { ReplyPersona, ReplyTurn } from '../reply-engine.ts';
import { readMessage, type Intent } from './intent.ts';
import { memo } from './memo.ts';
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
  /** Every reply the engine can see, by any Angel, oldest first. */
  allReplies: string[];
  /** Replies other Angels gave to the same message, in order. */
  othersNow: { persona: ReplyPersona; text: string }[];
  /** How many times the user has written. */
  userTurns: number;
};

// Read once per text: the same messages are read again for every reply of a chat.
const intentsOf = memo(readMessage);
const factsOf = memo((text) =>
  intentsOf(text).flatMap((intent) => {
    const fact = factOf(intent);
    return fact ? [fact] : [];
  }),
);

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
    for (const intent of intentsOf(turn.text)) {
      if (intent.kind === 'introduce') userName = intent.name;
    }
    if (index < userTurns.length - 1) facts.unshift(...[...factsOf(turn.text)].reverse());
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
    allReplies: history.filter((turn) => turn.avatarId !== null).map((turn) => turn.text),
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
