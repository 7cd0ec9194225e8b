/**
 * What the content filter calls each kind of match, and how much it weighs. Profanity,
 * sexual terms and slurs are flagged for an agent and the text goes through; threats and
 * sexual content involving minors are severe and never reach the reply engine. What only
 * may be one ("I know where you live", "the fucking kids next door", "I'll kill you at
 * chess") is flagged, never blocked: a block is for text no reading makes harmless.
 */
import type { EnglishProfaneWord, MatchPayload } from 'obscenity';
import type { PolicyCode, Severity } from '../contract/constants.ts';

export const FILTER_CATEGORIES = [
  'profanity',
  'sexual',
  'sexual-violence',
  'slur',
  'threat',
  'minor-safety',
  'game-threat',
  'possible-threat',
  'possible-minor-safety',
] as const;
export type FilterCategory = (typeof FILTER_CATEGORIES)[number];

/** [start, end) in UTF-16 code units of the original text. */
export type MatchRange = { start: number; end: number };
export type FilterMatch = MatchRange & { term: string; category: FilterCategory };

/** obscenity's end index is inclusive (a surrogate pair's low half): ours is exclusive. */
export const matchRange = (match: MatchPayload): MatchRange => ({
  start: match.startIndex,
  end: match.endIndex + 1,
});

export const CATEGORY_SEVERITY = {
  profanity: 'low',
  sexual: 'medium',
  'sexual-violence': 'high',
  slur: 'high',
  threat: 'severe',
  'minor-safety': 'severe',
  'game-threat': 'low',
  'possible-threat': 'high',
  'possible-minor-safety': 'high',
} as const satisfies Record<FilterCategory, Severity>;

/** The rule an agent most likely applies to each category (a default, never a verdict). */
export const CATEGORY_POLICY = {
  profanity: 'harassment',
  sexual: 'explicit-content',
  'sexual-violence': 'explicit-content',
  slur: 'hate-speech',
  threat: 'threats',
  'minor-safety': 'minor-safety',
  'game-threat': 'threats',
  'possible-threat': 'threats',
  'possible-minor-safety': 'minor-safety',
} as const satisfies Record<FilterCategory, PolicyCode>;

/** The span's `term` for our own severe phrases: what the console shows for the match. */
export const CATEGORY_TERMS = {
  profanity: 'profanity',
  sexual: 'sexual term',
  'sexual-violence': 'sexual violence',
  slur: 'slur',
  threat: 'threat of violence',
  'minor-safety': 'sexual content involving a minor',
  'game-threat': 'threat, in a game',
  'possible-threat': 'possible threat',
  'possible-minor-safety': 'sexual word next to a minor',
} as const satisfies Record<FilterCategory, string>;

/**
 * Every word of obscenity's English dataset, sorted into our categories. Typed over the
 * dataset's own word list, so a new word in an obscenity update fails the type check until
 * someone decides where it belongs.
 */
export const ENGLISH_WORD_CATEGORIES = {
  arse: 'profanity',
  ass: 'profanity',
  bastard: 'profanity',
  bitch: 'profanity',
  bollocks: 'profanity',
  cunt: 'profanity',
  fuck: 'profanity',
  piss: 'profanity',
  prick: 'profanity',
  shit: 'profanity',
  turd: 'profanity',
  twat: 'profanity',
  anal: 'sexual',
  anus: 'sexual',
  bestiality: 'sexual',
  blowjob: 'sexual',
  boob: 'sexual',
  buttplug: 'sexual',
  cock: 'sexual',
  cuck: 'sexual',
  cum: 'sexual',
  deepthroat: 'sexual',
  dick: 'sexual',
  dildo: 'sexual',
  doggystyle: 'sexual',
  'double penetration': 'sexual',
  ejaculate: 'sexual',
  felch: 'sexual',
  fellatio: 'sexual',
  'finger bang': 'sexual',
  fisting: 'sexual',
  gangbang: 'sexual',
  handjob: 'sexual',
  hentai: 'sexual',
  hooker: 'sexual',
  incest: 'sexual',
  'jerk off': 'sexual',
  jizz: 'sexual',
  lubejob: 'sexual',
  masturbate: 'sexual',
  orgasm: 'sexual',
  orgy: 'sexual',
  penis: 'sexual',
  porn: 'sexual',
  pussy: 'sexual',
  scat: 'sexual',
  semen: 'sexual',
  sex: 'sexual',
  slut: 'sexual',
  tit: 'sexual',
  vagina: 'sexual',
  wank: 'sexual',
  whore: 'sexual',
  rape: 'sexual-violence',
  abeed: 'slur',
  abo: 'slur',
  africoon: 'slur',
  arabush: 'slur',
  boonga: 'slur',
  chingchong: 'slur',
  chink: 'slur',
  dyke: 'slur',
  fag: 'slur',
  kike: 'slur',
  negro: 'slur',
  nigger: 'slur',
  retard: 'slur',
  spastic: 'slur',
  tranny: 'slur',
} as const satisfies Record<EnglishProfaneWord, FilterCategory>;

const BLOCKED_BECAUSE: Partial<Record<FilterCategory, string>> = {
  threat: 'it reads as a threat of violence',
  'minor-safety': 'it reads as sexual content involving a minor',
};

/**
 * What the user reads when the filter refuses their text; `lead` says what did not happen
 * ("This message was not sent").
 */
export function blockedMessage(category: FilterCategory, lead: string): string {
  const because = BLOCKED_BECAUSE[category] ?? 'it breaks our terms';
  return `${lead}: ${because}, which our terms do not allow.`;
}
