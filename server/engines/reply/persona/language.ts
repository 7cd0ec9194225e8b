import { firstClause, swapPerson } from './text-tools.ts';

/**
 * What the engine may say back of the user's words. It speaks English only, so a message in
 * another language is recognised (and answered without quoting it), and a piece of the user's
 * sentence is said back only if it still reads as English on its own: a stretch of the
 * message as written, not cut mid-phrase, free of foreign words.
 */

// Everyday words of the languages users most often try, that English does not use.
const FOREIGN_WORDS = new Set(
  // French
  (
    'je tu il elle nous vous ils est sont suis es êtes que qui quoi comment pourquoi ' +
    'est-ce parles parle français bonjour salut merci oui avec pour très bien mais ' +
    'aujourd’hui aujourd’hui ce soir ça va vas-tu fatigué fatiguée triste content contente ' +
    "me sens mon ma mes ton ta tes le la les des une du au aux c'est j'ai moi toi " +
    // Spanish
    'hola qué tú hablas español cómo está estás gracias bueno buenas buenos tu día semana ' +
    'por favor yo eres soy muy pero también dónde cuándo tengo tienes ' +
    // German
    'wie geht es dir du ich bist was machst heute und nicht das ist guten tag danke ' +
    'am wochenende abend denn mir mich sehr gut auch wir ihr sie ' +
    // Italian, Portuguese
    'parli italiano ciao come stai grazie sono che cosa olá obrigado você tudo bem'
  ).split(/\s+/),
);
// Words that are both (a "me", "come", "die"): they count for neither side.
const SHARED = new Set(['me', 'come', 'bien', 'am', 'die', 'was', 'so', 'also', 'tag', 'es']);
const ENGLISH_WORDS = new Set(
  (
    'i you he she it we they me my your the a an is are was were am be been do does did have ' +
    'has had what which who how why when where and or but not no yes to of in on at for with ' +
    'about from this that there here like love so just really very can could would should will ' +
    'hi hey hello thanks okay ok good bad day week think know want need feel today tonight'
  ).split(' '),
);

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[^\p{L}\p{M}'-]+/u)
    .filter(Boolean);

/** Whether the message is written in another language than English. */
export function isForeign(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (latin / letters.length < 0.5) return true;
  if (/[¿¡]/.test(text)) return true;
  const all = words(text);
  const foreign = all.filter((w) => FOREIGN_WORDS.has(w) && !SHARED.has(w)).length;
  const english = all.filter((w) => ENGLISH_WORDS.has(w) && !SHARED.has(w)).length;
  return foreign >= 2 && foreign > english;
}

// A phrase cut here leaves a word waiting for what was dropped ("about", "the", "and").
const DANGLING =
  /\b(a|an|the|my|your|our|their|this|that|to|of|in|on|at|for|with|about|from|by|and|or|but|so|than|as|is|are|was|were|be|been|do|does|did|have|has|had|will|would|can|could|should|very|really|just|which|what|who|how|why|when|where|if)$/i;
const LEAD_IN =
  /^(and|but|so|or|well|okay|ok|hey|hi|oh|um|uh|also|then|which|what|who|how|why|when|where|if)\b/i;

/**
 * The phrase as it may be said back, or null: it must be a stretch of `source` (the message or
 * its turned-around form), start and end where a phrase can, hold no foreign word and be short.
 */
export function quotable(phrase: string, source: string, maxWords = 10): string | null {
  const clean = phrase.replace(/[’]/g, "'").replace(/\s+/g, ' ').trim();
  if (!clean || isForeign(clean)) return null;
  const said = words(clean);
  if (said.length === 0 || said.length > maxWords) return null;
  if (said.some((w) => FOREIGN_WORDS.has(w) && !SHARED.has(w) && !ENGLISH_WORDS.has(w))) {
    return null;
  }
  const plain = (text: string) => ` ${words(text).join(' ')} `;
  if (!plain(source).includes(plain(clean))) return null;
  if (DANGLING.test(clean) || LEAD_IN.test(clean)) return null;
  return clean;
}

const OPENING_WORDS =
  /^(?:(?:and|but|so|well|honestly|ugh|guess what|omg|okay|ok|hey|oh|um|also|then)\b[,:]?\s*)+/i;

/**
 * The user's words turned around to be said back ("I lost my keys" → "you lost your keys"):
 * the first clause of `words`, at most `max` words, or "" when it would not read as English
 * on its own (then the Angel answers without quoting).
 */
export function sayBack(words: string, max: number, source = words): string {
  const clause = firstClause(swapPerson(words), max).replace(OPENING_WORDS, '');
  return quotable(clause, swapPerson(source), max) ?? '';
}
