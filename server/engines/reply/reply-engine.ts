/** Who an avatar is, as an engine needs it to speak in character. */
export type ReplyPersona = {
  id: number;
  name: string;
  age: number;
  occupation: string;
  tagline: string;
  bio: string;
  personality: string[];
  interests: string[];
  greeting: string;
  /**
   * What an Angel a user created or imported adds (the catalogue's have none of these): its
   * personality description (a card's `personality`), the card's scenario and example
   * messages (`mes_example`), what it is to the user and how it talks (option labels, e.g.
   * "Mentor", "Witty"), and an imported card's own `system_prompt`. Card texts may hold the
   * placeholders {{char}} and {{user}}.
   */
  description?: string;
  scenario?: string;
  exampleMessages?: string;
  relationship?: string;
  tone?: string;
  systemPrompt?: string;
  /** A card's `post_history_instructions`: sent after the conversation, before the reply. */
  postHistoryInstructions?: string;
  /** A card's lorebook (`character_book`) entries, added when their keys come up. */
  characterBook?: LoreEntry[];
};

/**
 * One entry of a card's `character_book` (V2/V3 spec fields, normalised): its content goes
 * into the prompt when a key (and, if selective, a secondary key) appears in the recent
 * messages, or always when constant.
 */
export type LoreEntry = {
  keys: string[];
  secondaryKeys: string[];
  selective: boolean;
  constant: boolean;
  caseSensitive: boolean;
  /** Lower first in the prompt. */
  insertionOrder: number;
  /** Lower is dropped first when the entries do not all fit. */
  priority: number;
  position: 'before_char' | 'after_char';
  content: string;
};

/** One earlier message of the conversation, oldest first. */
export type ReplyTurn = {
  /** null: the user wrote it. */
  avatarId: number | null;
  /** The user's personal avatar name (or "You"), or the avatar's name. */
  name: string;
  text: string;
};

/** A reply an Angel of this chat wrote earlier (EarlierReplies in ReplyRequest). */
export type EarlierReply = { avatarId: number; text: string };

/** A fact an Angel remembers about the user (memory issue), recalled for this reply. */
export type RecalledFact = { id: number; text: string; pinned: boolean };

/**
 * What the Angel remembers, recalled for this reply: pinned facts first, then the facts most
 * relevant to the recent messages, and the story so far (the rolling summary of this chat's
 * messages that left the history window). The prompt builder gives each its slot and budget.
 */
export type ReplyMemory = { facts: RecalledFact[]; summary: string | null };

/**
 * The Angel writes first (server/proactive): no message of the user to answer, so it picks up
 * something it remembers. The user's clock: the day and the part of it where they are.
 */
export type WritesFirstNote = {
  weekday: string;
  partOfDay: 'morning' | 'afternoon' | 'evening' | 'night';
};

/** The person the Angel talks to: their avatar's name and how they want to be seen. */
export type ReplyUser = { name: string; persona: string | null };

export type ReplyRequest = {
  persona: ReplyPersona;
  /** Who the user is (absent: unknown, e.g. an older caller). */
  user?: ReplyUser;
  /** What the Angel remembers about this user (absent or empty: nothing yet). */
  memory?: ReplyMemory;
  /** The recent conversation up to the message being answered, oldest first. */
  history: ReplyTurn[];
  /**
   * What this chat's Angels said, newest first, reaching further back than `history` (and
   * overlapping it): the built-in engine avoids repeating it. Bounded (chats/earlier-replies.ts);
   * absent for a model, whose history is its whole context.
   */
  earlier?: EarlierReply[];
  /** The other avatars of a group chat (empty for one-to-one). */
  others: ReplyPersona[];
  /** Varies the reply: the same conversation need not always get the same answer. */
  seed: string;
  /**
   * The start of this reply, already written and shown (by a process that shut down and
   * handed the reply over): the engine yields only what follows it.
   */
  written?: string;
  /**
   * Continue (chats/continue-reply.ts): the reply as it stood when the user asked the Angel
   * to go on; `written` then holds it and whatever of the continuation was written already.
   * The built-in engine writes a next part after it; a model is simply given `written`.
   */
  continueFrom?: string;
  /**
   * A new version of a reply: the earlier versions' texts, which it must not repeat (the
   * built-in engine tries other drafts; a repeat is refunded, chats/reply-jobs.ts).
   */
  avoid?: string[];
  /** A message the Angel writes first, unasked (absent: a reply to the user). */
  writesFirst?: WritesFirstNote;
  /** Stop: the engine ends its iteration (or throws) soon after this aborts. */
  signal: AbortSignal;
};

/**
 * Writes an avatar's reply as a stream of text chunks. The default is the built-in persona
 * engine (no network); an OpenAI-compatible provider implements the same interface. Errors
 * are thrown with a message a person can read: it becomes the reply's `error`.
 */
export interface ReplyEngine {
  readonly name: string;
  /** How many tokens of conversation its prompt can hold (a model's); absent: a fixed window. */
  readonly historyTokens?: number;
  generate(request: ReplyRequest): AsyncIterable<string>;
}

/** A failure whose message is safe and useful to show to the user as the reply's error. */
export class ReplyEngineError extends Error {}

/** Resolves after `ms`, or at once when the signal aborts (the caller checks the signal). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
