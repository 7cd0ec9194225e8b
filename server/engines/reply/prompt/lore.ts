/**
 * A card's character book (lorebook): which entries go into this prompt. As in SillyTavern's
 * world info and Agnai's memory book: the last few messages (LLM_LORE_SCAN_DEPTH) are searched
 * for each entry's keys, case-insensitively unless the entry says otherwise, a key matching
 * as a whole word; a selective entry needs a secondary key too; constant entries always come;
 * disabled ones never (the card reader leaves them out). When they do not all fit in the lore
 * slot, constant entries are kept first, then the higher priority, then the lower
 * insertion_order; those kept are placed by insertion_order, "before_char" entries first.
 */
import type { LoreEntry } from '../reply-engine.ts';
import { countTokens, MESSAGE_OVERHEAD_TOKENS } from './tokens.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matches(key: string, text: string, caseSensitive: boolean): boolean {
  const trimmed = key.trim();
  if (!trimmed) return false;
  // Whole words: "cat" does not fire on "category"; a key with spaces or punctuation as written.
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_])${escape(trimmed)}(?![\\p{L}\\p{N}_])`,
    caseSensitive ? 'u' : 'iu',
  );
  return pattern.test(text);
}

export function triggered(entry: LoreEntry, scanned: string): boolean {
  if (entry.constant) return true;
  const hit = entry.keys.some((key) => matches(key, scanned, entry.caseSensitive));
  if (!hit || !entry.selective || entry.secondaryKeys.length === 0) return hit;
  return entry.secondaryKeys.some((key) => matches(key, scanned, entry.caseSensitive));
}

/** The entries for this prompt, within `cap` tokens, in the order they are written. */
export function selectLore(
  entries: readonly LoreEntry[],
  scanned: string,
  cap: number,
  fill: (text: string) => string,
): { kept: LoreEntry[]; texts: string[]; dropped: number } {
  const candidates = entries
    .filter((entry) => entry.content.trim() && triggered(entry, scanned))
    .sort(
      (a, b) =>
        Number(b.constant) - Number(a.constant) ||
        b.priority - a.priority ||
        a.insertionOrder - b.insertionOrder,
    );
  const kept: LoreEntry[] = [];
  let used = MESSAGE_OVERHEAD_TOKENS; // the slot's heading and fence
  for (const entry of candidates) {
    const cost = countTokens(fill(entry.content)) + 2;
    if (used + cost > cap) continue;
    used += cost;
    kept.push(entry);
  }
  kept.sort(
    (a, b) =>
      Number(a.position !== 'before_char') - Number(b.position !== 'before_char') ||
      a.insertionOrder - b.insertionOrder,
  );
  return {
    kept,
    texts: kept.map((entry) => fill(entry.content).trim()),
    dropped: candidates.length - kept.length,
  };
}
