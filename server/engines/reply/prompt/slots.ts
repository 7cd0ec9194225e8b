/**
 * The named parts of a model's prompt, in the order the model reads them, each with its
 * share of the budget (LLM_CONTEXT_TOKENS − LLM_MAX_TOKENS). The design follows SillyTavern's
 * prompt manager and Agnai's prompt builder: fixed parts first, each cut to its cap, then the
 * conversation newest-first in whatever room is left, then the card's post-history
 * instructions and the line naming the next speaker. build.ts walks this table; so do the
 * tests (every slot's cap holds however large its text).
 *
 * place: 'system' parts make the system message; 'history' is the conversation; 'trailer'
 * parts close the last user turn (a system message in the middle of a chat breaks the
 * templates of Mistral and Gemma, so the closing notes ride on the user's turn).
 * share: of the budget; 'lore' takes LLM_LORE_SHARE; 'rest' is whatever the others left.
 * cut: 'end' cuts the text at its cap, 'entries' drops whole entries (lowest priority first),
 * 'never' is the app's own short text, always sent in full.
 */
export type SlotName =
  | 'system'
  | 'character'
  | 'others'
  | 'user'
  | 'lore'
  | 'memory'
  | 'summary'
  | 'examples'
  | 'rules'
  | 'history'
  | 'post-history'
  | 'writes-first'
  | 'next-speaker';

export type Slot = {
  name: SlotName;
  place: 'system' | 'history' | 'trailer';
  share: number | 'lore' | 'rest';
  cut: 'end' | 'entries' | 'never';
  what: string;
};

export const SLOTS: readonly Slot[] = [
  {
    name: 'system',
    place: 'system',
    share: 0.1,
    cut: 'end',
    what: "The card's own system prompt ({{original}} brings ours back), else ours: who speaks and the style",
  },
  {
    name: 'character',
    place: 'system',
    share: 0.2,
    cut: 'end',
    what: "The Angel's profile and card (description, personality, scenario), fenced as data",
  },
  {
    name: 'lore',
    place: 'system',
    share: 'lore',
    cut: 'entries',
    what: "The card's character book entries whose keys came up, and the constant ones",
  },
  {
    name: 'others',
    place: 'system',
    share: 0.04,
    cut: 'end',
    what: 'A group: the other Angels, each as a short description',
  },
  {
    name: 'user',
    place: 'system',
    share: 0.03,
    cut: 'end',
    what: "The user's name and how they want their Angels to see them",
  },
  {
    name: 'memory',
    place: 'system',
    share: 0.07,
    cut: 'entries',
    what: 'Facts the Angel remembers about the user, pinned first',
  },
  {
    name: 'summary',
    place: 'system',
    share: 0.05,
    cut: 'end',
    what: 'The story so far: a summary of the messages that left the history',
  },
  {
    name: 'examples',
    place: 'system',
    share: 0.06,
    cut: 'end',
    what: "The card's example messages (style, not content)",
  },
  {
    name: 'rules',
    place: 'system',
    share: 0.03,
    cut: 'never',
    what: "The app's safety rules, after every card text",
  },
  {
    name: 'history',
    place: 'history',
    share: 'rest',
    cut: 'entries',
    what: 'The conversation, newest first while it fits, every speaker named',
  },
  {
    name: 'post-history',
    place: 'trailer',
    share: 0.04,
    cut: 'end',
    what: "The card's post_history_instructions",
  },
  {
    name: 'writes-first',
    place: 'trailer',
    share: 0.02,
    cut: 'never',
    what: 'A message the Angel writes first: nothing to answer, pick up something it remembers',
  },
  {
    name: 'next-speaker',
    place: 'trailer',
    share: 0.01,
    cut: 'never',
    what: 'Who speaks next and, when the user named them, that they were addressed',
  },
];

/** A slot's cap in tokens for a budget ('rest': none of its own). */
export function slotCap(slot: Slot, budget: number, loreShare: number): number {
  if (slot.share === 'rest') return budget;
  const share = slot.share === 'lore' ? loreShare : slot.share;
  return Math.floor(share * budget);
}
