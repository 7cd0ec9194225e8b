/**
 * Mentions are not words to judge: "@Bo" is an Angel's name, not "abo" in leetspeak ("@" for
 * "a"), and the names of the chat's Angels are ours. Each mention of a known name (the same
 * rule as the group chats' turn order: an "@" no word character precedes, the name in any
 * case, no word character after it) is blanked out with spaces before the filter reads the
 * text, so every other index stays where it was.
 */
const WORD = /[\p{L}\p{M}\p{N}_]/u;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function blankMentions(text: string, names: readonly string[]): string {
  if (names.length === 0 || !text.includes('@')) return text;
  const matchers = names
    .filter((name) => name.trim() !== '')
    .map((name) => new RegExp(`${escape(name)}(?![\\p{L}\\p{M}\\p{N}_])`, 'iuy'));
  let blanked = text;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (at > 0 && WORD.test(text.charAt(at - 1))) continue;
    let longest = 0;
    for (const name of matchers) {
      name.lastIndex = at + 1;
      longest = Math.max(longest, name.exec(text)?.[0].length ?? 0);
    }
    if (longest > 0) {
      const end = at + 1 + longest;
      blanked = blanked.slice(0, at) + ' '.repeat(end - at) + blanked.slice(end);
    }
  }
  return blanked;
}
