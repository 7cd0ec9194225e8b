/**
 * Builds a model's prompt to a budget (slots.ts): the system message's parts first, each cut
 * to its cap, then the trailer (post-history instructions, next speaker) and a reply taken
 * over (`written`), then as much of the conversation as still fits, newest first (Agnai's
 * fillPromptWithLines, SillyTavern's canAfford). A final check counts the whole request and
 * drops the oldest turns until it fits: no request exceeds the budget, however long the
 * messages or the card. What was cut is logged and reported.
 */
import type { LlmSettings } from '../llm-settings.ts';
import type { ReplyRequest, ReplyTurn } from '../reply-engine.ts';
import { neutralise } from './fence.ts';
import { openingLine, scriptOf, turnLine, nextSpeakerLine, type ChatMessage } from './history.ts';
import { selectLore } from './lore.ts';
import { SLOTS, slotCap, type SlotName } from './slots.ts';
import * as texts from './texts.ts';
import { fillPlaceholders } from './fence.ts';
import { countTokens, cutToTokens, MESSAGE_OVERHEAD_TOKENS } from './tokens.ts';

/** What the reply's own start costs (the assistant's role marker). */
const PRIMER_TOKENS = 8;

export type PromptReport = {
  budget: number;
  used: number;
  slots: Partial<Record<SlotName, number>>;
  historyTurns: number;
  /** Slots cut to their cap, and history turns left out. */
  cut: string[];
};

export type BuiltPrompt = { messages: ChatMessage[]; stop: string[]; report: PromptReport };

export type BuildOptions = {
  settings: Pick<LlmSettings, 'contextTokens' | 'maxTokens' | 'loreShare' | 'loreScanDepth'>;
  /** Below 1: a retry after the provider said the context was too long gets less history. */
  historyScale?: number;
  log?: (message: string) => void;
};

/** Tokens a list of messages takes, each with its template overhead, plus the reply's primer. */
export function requestTokens(messages: readonly ChatMessage[]): number {
  return (
    messages.reduce((sum, m) => sum + countTokens(m.content) + MESSAGE_OVERHEAD_TOKENS, 0) +
    PRIMER_TOKENS
  );
}

/**
 * The stop strings: the user's line and, in a group, every other member's. OpenAI takes four
 * at most: the user and the most recent other speakers come first.
 */
export function stopStrings(request: ReplyRequest, user: string): string[] {
  const recent = [...request.history].reverse().map((turn) => turn.avatarId);
  const others = [...request.others].sort((a, b) => rank(recent, a.id) - rank(recent, b.id));
  return [user, ...others.map((p) => p.name)].slice(0, 4).map((name) => `\n${name}:`);
}
const rank = (recent: (number | null)[], id: number) => {
  const at = recent.indexOf(id);
  return at === -1 ? Infinity : at;
};

/** A cut inside a fence still closes it: the data never runs into what follows. */
function closeFence(cut: string): string {
  const open = /<([a-z]+-data)>(?![\s\S]*<\/\1>)/.exec(cut);
  return open ? `${cut}\n</${open[1]}>` : cut;
}

export function buildPrompt(request: ReplyRequest, options: BuildOptions): BuiltPrompt {
  const { settings } = options;
  const budget = settings.contextTokens - settings.maxTokens;
  const names = texts.namesOf(request);
  const cap = (name: SlotName) => {
    const slot = SLOTS.find((s) => s.name === name);
    return slot ? slotCap(slot, budget, settings.loreShare) : 0;
  };
  const report: PromptReport = { budget, used: 0, slots: {}, historyTurns: 0, cut: [] };
  const capped = (name: SlotName, text: string): string => {
    if (!text) return '';
    const limit = cap(name);
    const cost = countTokens(text);
    if (cost <= limit) return text;
    const note = `${name} slot of ${request.persona.name} (#${request.persona.id}) cut from ~${cost} to ${limit} tokens`;
    report.cut.push(note);
    options.log?.(`Prompt: ${note}.`);
    return closeFence(`${cutToTokens(text, limit - 16)}…`); // room for the ellipsis and the fence's end
  };

  // The lore slot scans the most recent messages (and a reply taken over) for keys.
  const scanned = [
    ...request.history.slice(-settings.loreScanDepth).map((t) => t.text),
    request.written ?? '',
  ].join('\n');
  const lore = selectLore(request.persona.characterBook ?? [], scanned, cap('lore'), (text) =>
    fillPlaceholders(text, names),
  );
  if (lore.dropped) report.cut.push(`lore: ${lore.dropped} triggered entries did not fit`);
  const memory = texts.memoryLines(request);
  const memoryKept: string[] = [];
  for (const fact of memory) {
    if (countTokens(texts.memoryText(names, [...memoryKept, fact])) > cap('memory')) break;
    memoryKept.push(fact);
  }
  if (memoryKept.length < memory.length) {
    report.cut.push(`memory: ${memory.length - memoryKept.length} facts did not fit`);
  }

  const parts: Record<Exclude<SlotName, 'history'>, string> = {
    system: capped('system', texts.systemText(request, names)),
    character: capped('character', texts.characterText(request, names)),
    lore: texts.loreText(lore.texts),
    others: capped(
      'others',
      countTokens(texts.othersText(request, names)) <= cap('others')
        ? texts.othersText(request, names)
        : texts.othersText(request, names, true),
    ),
    user: capped('user', texts.userText(request, names)),
    memory: texts.memoryText(names, memoryKept),
    summary: capped('summary', texts.summaryText(request, names)),
    examples: capped('examples', texts.examplesText(request, names)),
    rules: texts.rulesText(names),
    'post-history': capped('post-history', texts.postHistoryText(request, names)),
    'writes-first': texts.writesFirstText(request, names),
    'next-speaker': nextSpeakerLine(request, names),
  };
  const of = (place: 'system' | 'trailer') =>
    SLOTS.filter((s) => s.place === place && s.name !== 'history')
      .map((s) => parts[s.name as Exclude<SlotName, 'history'>])
      .filter(Boolean)
      .join('\n\n');
  const system = of('system');
  const trailer = of('trailer');
  for (const slot of SLOTS) {
    if (slot.name !== 'history' && parts[slot.name])
      report.slots[slot.name] = countTokens(parts[slot.name]);
  }

  // What is paid before any history: the system message, the opening line (when the chat
  // starts with the Angel), the trailer, a reply taken over, the reply's primer.
  const fixed =
    countTokens(system) +
    MESSAGE_OVERHEAD_TOKENS +
    countTokens(openingLine(request, names)) +
    MESSAGE_OVERHEAD_TOKENS +
    countTokens(trailer) +
    MESSAGE_OVERHEAD_TOKENS +
    (request.written ? countTokens(request.written) + MESSAGE_OVERHEAD_TOKENS : 0) +
    PRIMER_TOKENS;
  let room = Math.floor((budget - fixed) * (options.historyScale ?? 1));
  const kept: ReplyTurn[] = [];
  for (let i = request.history.length - 1; i >= 0; i -= 1) {
    const turn = request.history[i]!;
    const cost = countTokens(turnLine(request, turn, names).content) + MESSAGE_OVERHEAD_TOKENS;
    if (cost <= room) {
      kept.unshift(turn);
      room -= cost;
      continue;
    }
    // The message being answered always comes, cut to the room there is.
    if (kept.length === 0 && room > MESSAGE_OVERHEAD_TOKENS + 16) {
      const text = `${cutToTokens(neutralise(turn.text), room - MESSAGE_OVERHEAD_TOKENS - 12)}…`;
      kept.unshift({ ...turn, text });
      report.cut.push(`history: the newest message was cut to fit`);
    }
    break;
  }

  const assemble = () => [
    { role: 'system' as const, content: system },
    ...scriptOf(request, kept, names, trailer),
  ];
  let messages = assemble();
  report.used = requestTokens(messages);
  while (report.used > budget && kept.length > 0) {
    kept.shift(); // never needed with honest counts; the guarantee does not rest on them
    messages = assemble();
    report.used = requestTokens(messages);
  }
  if (kept.length < request.history.length) {
    report.cut.push(`history: ${request.history.length - kept.length} older messages left out`);
  }
  report.historyTurns = kept.length;
  report.slots.history = requestTokens(messages) - countTokens(system) - countTokens(trailer);
  if (report.used > budget) {
    // Only a budget too small for the app's own texts gets here (config refuses below 1024).
    options.log?.(`Prompt: ${report.used} tokens exceed the budget of ${budget}.`);
  }
  return { messages, stop: stopStrings(request, names.user), report };
}
