/** Small English helpers the persona engine needs to write correct sentences. */

// Words spelled with a vowel but said with a consonant, and the reverse ("an hour").
const CONSONANT_SOUND = /^(one|once|uni|use|usu|uti|eu|ewe|ure)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir|mp3|fbi|x-ray)/i;

/** "an" or "a" for the word that follows. */
export function articleFor(phrase: string): 'a' | 'an' {
  const word = phrase.trim().replace(/^['"‘“(]+/, '');
  if (VOWEL_SOUND.test(word)) return 'an';
  if (CONSONANT_SOUND.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "marine biologist" → "a marine biologist"; phrases that already start with one keep it. */
export function withArticle(phrase: string): string {
  if (/^(a|an|the|my|your|some)\s/i.test(phrase)) return phrase;
  return `${articleFor(phrase)} ${phrase}`;
}

/** Lower-cases the first letter unless the word looks like a name or acronym ("DIY", "Lego"). */
export function lowerFirst(text: string): string {
  if (/^[A-Z]{2}/.test(text) || /^(Lego|French|English|Arctic|Sunday)/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const SWAP: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  im: "you're",
  ive: "you've",
  we: 'you',
  "we're": "you're",
  "we've": "you've",
  our: 'your',
  ours: 'yours',
  us: 'you',
  you: 'me',
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
  "you're": "I'm",
  "you've": "I've",
};

/**
 * Turns the user's words around so the Angel can say them back: "I lost my keys" →
 * "you lost your keys". "I am" becomes "you are"; a "you" at the start becomes "I".
 */
export function swapPerson(text: string): string {
  const words = text
    .replace(/’/g, "'")
    .split(/(\s+)/)
    .map((token, index, all) => {
      const match = /^([\w']+)(.*)$/.exec(token);
      if (!match) return token;
      const [, word = '', rest = ''] = match;
      const lower = word.toLowerCase();
      const previous = (all[index - 2] ?? '').toLowerCase();
      if (lower === 'am' && previous === 'i') return `are${rest}`;
      if (lower === 'was' && previous === 'i') return `were${rest}`;
      if (lower === 'you' && (index === 0 || /^(and|but|if|when|that)$/.test(previous))) {
        return `I${rest}`;
      }
      const swapped = SWAP[lower];
      return swapped === undefined ? token : swapped + rest;
    });
  return words.join('');
}

/** Everything after the first sentence end or clause break, dropped; at most `max` words. */
export function firstClause(text: string, max = 14): string {
  const clause = text.split(/[.!?;]|,\s*(?:but|so|and then)\b|\s+-\s+/)[0] ?? '';
  const words = clause.trim().split(/\s+/).filter(Boolean);
  return words.length > max ? '' : words.join(' ');
}

/** Doubled words, stray spaces and lower-case sentence starts: cleaned up once at the end. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([,;:])(?=\p{L})/gu, '$1 ')
    .replace(/([.!?])\1+/g, '$1')
    .replace(/\b(\w+) \1\b/gi, '$1')
    .replace(/,\s*([.!?])/g, '$1')
    .trim()
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => {
      return before + letter.toUpperCase();
    });
}

/** A noun phrase's last word in the singular: "sea creatures" → "sea creature". */
export function singular(phrase: string): string {
  return phrase.replace(/(\w+)$/, (word) => {
    if (/(ss|us|is|ics)$/i.test(word) || word.length < 4) return word;
    if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
    if (/(ches|shes|xes|sses)$/i.test(word)) return word.slice(0, -2);
    if (/s$/i.test(word)) return word.slice(0, -1);
    return word;
  });
}

/** A 32-bit FNV-1a hash: stable choices per Angel (a favourite stays the same all chat). */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\b(I) am (?=\w)/g, "$1'm "],
  [/\b(it|that|there|what|who|he|she|here) is (?=\w)/gi, "$1's "],
  [/\b(you|we|they) are (?=\w)/gi, "$1're "],
  [/\b(I|you|we) would (?=\w)/g, "$1'd "],
  [/\b(I|you|we) will (?=\w)/g, "$1'll "],
  [/\b(I|you|we) have (?=(been|just|got|never|thought|moved|wondered|found|spent)\b)/g, "$1've "],
  [/\b(do|does|is|are|was|would|could|should|have|did) not\b/gi, "$1n't"],
  [/\bcannot\b/g, "can't"],
];

/** Everyday speech: "I am sure it is" → "I'm sure it's" (only before another word). */
export function contract(text: string): string {
  return CONTRACTIONS.reduce((out, [pattern, to]) => out.replace(pattern, to), text);
}
