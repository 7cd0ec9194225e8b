/**
 * Our allow-list: words the filter matches although nobody means harm by them. Each entry is
 * a whitelisted term (lower case; matched in the folded text, before any leetspeak folding):
 * a match, of obscenity's English set or of a severe phrase, that lies wholly inside one is
 * dropped. "assessment" and
 * "Kung-Fu" are reported false positives of obscenity itself (fixed in 0.4.6, kept here so
 * an update cannot bring them back); the rest were found by trying words on 0.4.6.
 */
export const ALLOWED_TERMS = [
  // Reported upstream.
  'assessment',
  'kung-fu',
  'kung fu',
  'rapper',
  // "rapped" and "rapping" read as "raped", "raping" once repeated letters collapse.
  'rapped',
  'rapping',
  // "nods off" reads as "noods of" (nudes of) the same way.
  'nods off',
  // Places and people.
  'scunthorpe',
  'penistone',
  'pissarro',
  'fukushima',
  'fukuoka',
  'rio negro',
  'semenov',
  'dickinson',
  'dickson',
  'dickey',
  'fagin',
  // Ordinary words and phrases.
  'cocktail',
  'cockpit',
  'cumin',
  'cum laude',
  'tit for tat',
  'titmouse',
  'rapeseed',
  'booby trap',
  'shiitake',
  'shitzu',
  'scat singing',
];

/** Words of the English set that are also names, spelled as names are: "Dick", "Hooker". */
const NAME_WORDS = new Set(['dick', 'hooker']);

const LETTER = /\p{L}/u;
const startsUpper = (word: string | undefined) => word !== undefined && /^\p{Lu}/u.test(word);

/**
 * Whether a match reads as a name rather than the word. A name is spelled with a capital and
 * the rest in plain lower case, exactly ("Dick", never "DICK" or "D1ck"), as a whole word,
 * and stands next to another capitalised word: "Dick Van Dyke", "Moby-Dick", "Philip K.
 * Dick". In a name field (`asName`) the capital alone is enough: an avatar called "Dick".
 */
export function readsAsName(
  text: string,
  start: number,
  end: number,
  word: string,
  asName = false,
): boolean {
  if (!NAME_WORDS.has(word)) return false;
  if (text.slice(start, end) !== word.charAt(0).toUpperCase() + word.slice(1)) return false;
  if (LETTER.test(text.charAt(start - 1)) || LETTER.test(text.charAt(end))) return false;
  if (asName) return true;
  const before = /(\p{L}+)\.?[\s-]+$/u.exec(text.slice(Math.max(0, start - 40), start))?.[1];
  const after = /^[\s-]+(\p{L}+)/u.exec(text.slice(end, end + 40))?.[1];
  return startsUpper(before) || startsUpper(after);
}
