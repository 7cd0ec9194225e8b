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

/**
 * The first half of a threat: who will do what ("i'm gonna kill", "i will find you and
 * hurt"). "Hurt" threatens only after "find you and": "I'm scared I'll hurt you" does not.
 */
export const THREAT_LEADS = THREAT_SUBJECTS.flatMap((who) => [
  ...THREAT_ACTS.map((act) => `|${who} ${act}`),
  ...[...THREAT_ACTS, 'hurt'].map((act) => `|${who} find you and ${act}`),
]);
/** Whom a threat's first half names next ("… you", "… your family"). */
export const THREAT_TARGETS = ['|you', '|u', '|your family', '|your kids'];

/** Threats whole: telling someone to kill themselves or wishing them dead. */
export const THREAT_PHRASES = [
  '|kill yourself',
  '|kill urself',
  '|kill your self',
  '|kys',
  '|hope you die',
  '|slit your throat',
];

/**
 * Words that may intimidate but threaten no violence by themselves ("I know where you live
 * now, nice house"): flagged high for an agent to read, never blocked.
 */
export const POSSIBLE_THREATS = ['|i know where you live', '|i know where u live'];

/**
 * What a threat is "at" or "in" when it is a game ("I'll kill you at chess", "… guys at
 * mario kart", "… in fortnite"): the threat is banter, flagged low. Spaces also match a
 * hyphen or nothing ("in-game", "mariokart").
 */
export const GAME_CONTEXTS = [
  ...['game', 'games', 'match', 'round', 'race', 'rematch', 'tournament', 'quiz', 'trivia'],
  ...['chess', 'checkers', 'draughts', 'poker', 'blackjack', 'cards', 'uno', 'scrabble'],
  ...['monopoly', 'catan', 'sudoku', 'wordle', 'crossword', 'board games', 'video games'],
  ...['billiards', 'snooker', 'darts', 'bowling', 'ping pong', 'table tennis'],
  ...['tennis', 'badminton', 'squash', 'golf', 'mini golf', 'basketball', 'football'],
  ...['soccer', 'hockey', 'baseball', 'volleyball', 'rugby', 'cricket', 'pickleball'],
  ...['foosball', 'air hockey', 'beer pong', 'laser tag', 'paintball', 'dodgeball'],
  ...['arm wrestling', 'karaoke', 'go karts', 'karting'],
  ...['fortnite', 'minecraft', 'roblox', 'mario kart', 'mario party', 'smash', 'tekken'],
  ...['street fighter', 'fifa', 'madden', 'call of duty', 'cod', 'warzone', 'valorant'],
  ...['overwatch', 'apex', 'league', 'dota', 'csgo', 'counter strike', 'rocket league'],
  ...['among us', 'halo', 'pubg', 'this level'],
];
/** Who "you" is when a game follows: "I'll kill you guys at mario kart". */
export const GAME_PLAYERS = ['guys', 'all', 'both', 'two', 'lot', 'lads', 'everyone'];
/** Between "at"/"in" and the game: "in a game of chess", "at this round". */
export const GAME_DETERMINERS = ['a', 'the', 'this', 'that', 'our', 'your', 'every', 'any', 'next'];

/** Sexual content involving minors that needs no context. */
export const MINOR_SAFETY_TERMS = ['|lolicon', '|shotacon', '|jailbait', '|pthc', '|pedo porn'];

/**
 * A sexual act that, followed by a reference to a minor, is severe. "Fuck" is an act only
 * with an article ("fuck a child"); alone it is mostly an intensifier (SEXUAL_WORDS).
 */
export const SEXUAL_ACTS = [
  '|sex with',
  '|fuck a',
  '|fuck an',
  '|fucking a',
  '|fucking an',
  '|fucked a',
  '|fucked an',
  '|rape',
  '|raping',
  '|raped',
  '|molest',
  '|molesting',
  '|molested',
  '|seduce',
  '|seducing',
  '|nudes of',
  '|noods of',
  '|noodz of',
  '|nude pics of',
  '|naked pics of',
  '|porn of',
  '|porn with',
  '|horny for',
];

/**
 * Intensifiers and adjectives that are sexual only sometimes: next to a minor ("fucking
 * kids", "sexy 14yo", but also "the fucking kids next door", "sexy kid gloves") they are
 * flagged high for an agent to read, never blocked.
 */
export const SEXUAL_WORDS = ['|fuck', '|fucking', '|fucked', '|sexy', '|naked', '|nude'];

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

/**
 * What after an age or "kid" makes it no person: "my nude 7 year old cat", "kid gloves".
 * Next to a sexual act it is still flagged; next to an intensifier or adjective, not.
 */
export const NOT_PEOPLE = [
  ...['cat', 'cats', 'kitten', 'kittens', 'dog', 'dogs', 'puppy', 'puppies', 'goat', 'goats'],
  ...['horse', 'rabbit', 'hamster', 'parrot', 'fish', 'tortoise', 'turtle', 'snake', 'pony'],
  ...['gloves', 'glove', 'car', 'cars', 'bike', 'house', 'laptop', 'phone', 'sofa', 'couch'],
  ...['scotch', 'whisky', 'whiskey', 'wine', 'rum', 'bourbon', 'cheese', 'tree', 'account'],
];

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

/**
 * What after "child sex" or "kids porn" makes it a subject rather than the material ("child
 * sex abuse", "kids sex ed"): flagged high, never blocked.
 */
export const SEXUAL_TOPICS = [
  ...['ed', 'education', 'abuse', 'abuser', 'abusers', 'trafficking', 'trafficker'],
  ...['traffickers', 'offender', 'offenders', 'offence', 'offences', 'offense', 'offenses'],
  ...['crime', 'crimes', 'case', 'cases', 'charges', 'survivor', 'survivors', 'victim'],
  'victims',
];
