/**
 * What around a severe phrase changes what it says: a threat "at chess" is a game, "my
 * kid's teacher" is about the teacher, "child sex abuse" names a crime instead of asking for
 * it. Read on the folded text (text-folding.ts: look-alikes, accents, invisible characters
 * and spaced-out letters already undone), past the phrase's end.
 */
import {
  GAME_CONTEXTS,
  GAME_DETERMINERS,
  GAME_PLAYERS,
  NOT_PEOPLE,
  SEXUAL_TOPICS,
} from './severe-phrases.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any of `phrases`, a space in one also matching a hyphen or nothing ("in-game"). */
const anyOf = (phrases: readonly string[]) =>
  phrases
    .map((phrase) =>
      phrase
        .split(/[\s-]+/)
        .map(escape)
        .join('[\\s-]*'),
    )
    .join('|');
const WORD_ENDS = '(?![\\p{L}\\p{N}])';

const IN_GAME = new RegExp(
  `^\\s+(?:(?:${anyOf(GAME_PLAYERS)})\\s+)?(?:at|in|on)[\\s-]+` +
    `(?:(?:${anyOf(GAME_DETERMINERS)})\\s+)?(?:${anyOf(GAME_CONTEXTS)})${WORD_ENDS}`,
  'iu',
);

/** Whether what follows a threat, ending at `end`, puts it in a game ("… at mario kart"). */
export const inGame = (text: string, end: number): boolean => IN_GAME.test(text.slice(end));

const APOSTROPHES = "'\u2019\u2018`\u00b4\u02bc";
const SINGULAR_POSSESSIVE = new RegExp(`^[${APOSTROPHES}]s${WORD_ENDS}`, 'iu');
/** "kids' teacher": an apostrophe right after the s, then another word. */
const PLURAL_POSSESSIVE = new RegExp(`^[${APOSTROPHES}](?=\\s+\\p{L})`, 'u');
/** An apostrophe opening a quotation: then a later one may close it ('sex with kids'). */
const OPENING_QUOTE = new RegExp(`(?:^|[\\s(\\["])[${APOSTROPHES}]`, 'u');

const THING = new RegExp(`^[\\s-]+(?:${anyOf(NOT_PEOPLE)})${WORD_ENDS}`, 'iu');

/**
 * Whether a reference to a minor, [start, end) in the text, is about someone or something
 * else: a possessive ("my kid's teacher", "the kids' coach") or a thing ("7 year old cat").
 */
export function aboutAnother(text: string, start: number, end: number): boolean {
  const after = text.slice(end);
  if (SINGULAR_POSSESSIVE.test(after) || THING.test(after)) return true;
  return (
    /[s5$]/iu.test(text.charAt(end - 1)) &&
    PLURAL_POSSESSIVE.test(after) &&
    !OPENING_QUOTE.test(text.slice(0, start))
  );
}

const TOPIC = new RegExp(`^[\\s-]+(?:${anyOf(SEXUAL_TOPICS)})${WORD_ENDS}`, 'iu');

/** Whether "child sex", ending at `end`, goes on to name a subject ("… abuse", "… ed"). */
export const namesATopic = (text: string, end: number): boolean => TOPIC.test(text.slice(end));
