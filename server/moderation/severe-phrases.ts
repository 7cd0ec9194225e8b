/**
 * The severe phrases: text the filter blocks before it reaches the reply engine. A fixed
 * list, written in obscenity's pattern syntax (`[x]` optional, `?` any one character, a
 * leading `|` a word start) in plain lower-case letters; filter-datasets.ts puts every
 * phrase through the same leetspeak and look-alike folding as the text, so "k1ll y0u" and
 * "кill уou" match "kill you". Every phrase must end at a word's end ("kill youtube" is not
 * a threat).
 */

/** Who threatens: the speaker (or their side), so "this workout will kill you" passes. */
const THREAT_SUBJECTS = [
  'i will',
  "i[']ll",
  "i[ a][']m going to",
  "i[ a][']m gonna",
  'i want to',
  'i wanna',
  'we will',
  "we[']ll",
  "we[ a][']re going to",
  "we[ a][']re gonna",
];
const THREAT_ACTS = ['kill', 'murder', 'stab', 'strangle', 'rape'];

/** The first half of a threat: who will do what ("i'm gonna kill"). */
export const THREAT_LEADS = THREAT_SUBJECTS.flatMap((who) =>
  THREAT_ACTS.map((act) => `|${who} ${act}`),
);
/** Whom a threat's first half names next ("… you", "… your family"). */
export const THREAT_TARGETS = ['|you', '|u', '|your family', '|your kids'];

/** Threats whole: telling someone to kill themselves or to fear for their life. */
export const THREAT_PHRASES = [
  '|kill yourself',
  '|kill urself',
  '|kill your self',
  '|kys',
  '|hope you die',
  '|slit your throat',
  '|i know where you live',
];

/** Sexual content involving minors that needs no context. */
export const MINOR_SAFETY_TERMS = ['|lolicon', '|shotacon', '|jailbait', '|pthc', '|pedo porn'];

/** A sexual act or description that, followed by a reference to a minor, is severe. */
export const SEXUAL_ACTS = [
  '|sex with',
  '|fuck',
  '|fucking',
  '|rape',
  '|raping',
  '|molest',
  '|molesting',
  '|seduce',
  '|seducing',
  '|sexy',
  '|naked',
  '|nude',
  '|nudes of',
  '|nude pics of',
  '|naked pics of',
  '|porn of',
  '|porn with',
  '|horny for',
];

const AGE_NUMBERS = [
  ...Array.from({ length: 17 }, (_, index) => String(index + 1)),
  ...['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  ...['eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen'],
];

/** Someone under 18: words, and ages ("12 year old", "12-yr-olds", "12yo", "12 y/o"). */
export const MINOR_REFERENCES = [
  ...['child', 'children', 'kid', 'kids', 'kiddie', 'kiddy', 'minor', 'minors'],
  ...['underage', 'under?age', 'preteen', 'preteens', 'pre?teen', 'toddler', 'toddlers'],
  ...['little girl', 'little girls', 'little boy', 'little boys'],
  ...AGE_NUMBERS.flatMap((age) => [`${age}?y[ea]r[s]?old[s]`, `${age}[ ]y[?]o`]),
].map((term) => (term.startsWith('|') ? term : `|${term}`));

/** Sexual material that, right after a reference to a minor ("child porn", "childporn"), is severe. */
export const SEXUAL_NOUNS = [
  'porn',
  'porno',
  'pornography',
  'sex',
  'nudes',
  'nude pics',
  'nude photos',
  'naked pics',
  'erotica',
];
