/**
 * A card's lorebook (`data.character_book`, Character Card V2/V3), as the prompt builder reads
 * it (engines/reply/prompt/lore.ts). The card keeps it untouched in profile.cardExtra; this
 * reads it leniently, entry by entry: a disabled entry, or one without content or keys (and
 * not constant), is left out, never the whole book. Keys are taken literally (a V3
 * `use_regex` entry's keys too: a card's regular expression is not run on the server).
 */
import type { LoreEntry } from '../engines/reply/reply-engine.ts';

const MAX_ENTRIES = 500;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : [];

const number = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

export function characterBookOf(data: unknown): LoreEntry[] {
  if (!isRecord(data) || !isRecord(data.character_book)) return [];
  const entries = data.character_book.entries;
  if (!Array.isArray(entries)) return [];
  const book: LoreEntry[] = [];
  for (const [index, raw] of entries.slice(0, MAX_ENTRIES).entries()) {
    if (!isRecord(raw) || raw.enabled === false) continue;
    const content = typeof raw.content === 'string' ? raw.content : '';
    const keys = strings(raw.keys);
    const constant = raw.constant === true;
    if (!content.trim() || (!constant && keys.length === 0)) continue;
    book.push({
      keys,
      secondaryKeys: strings(raw.secondary_keys),
      selective: raw.selective === true,
      constant,
      caseSensitive: raw.case_sensitive === true,
      insertionOrder: number(raw.insertion_order, index),
      priority: number(raw.priority, 0),
      position: raw.position === 'before_char' ? 'before_char' : 'after_char',
      content,
    });
  }
  return book;
}

/** The card's post-history instructions ('' when it has none). */
export function postHistoryOf(data: unknown): string {
  if (!isRecord(data)) return '';
  const text = data.post_history_instructions;
  return typeof text === 'string' ? text : '';
}
