import type { FactKind } from '../contract/memory-constants.ts';
import { MEMORY_LIMITS } from '../contract/memory-constants.ts';
import { readMessage } from '../engines/reply/persona/intent.ts';
import { swapPerson } from '../engines/reply/persona/text-tools.ts';

/**
 * The facts a user message states about the user, learned by rules whatever engine writes
 * the replies. Introductions and likes come from the built-in engine's own reading of a
 * message (persona/intent.ts), so both agree on them; the patterns here add what that reading
 * does not keep: people and pets, work, places, dislikes, plans and "remember that…". Each
 * fact is a short first-person sentence, as the user would say it ("My dog is called
 * Biscuit"): the panel shows it as it is, an engine turns it around ("your dog…").
 */
export type LearnedFact = { kind: FactKind; text: string };

const RELATION =
  'dog|cat|puppy|kitten|hamster|rabbit|bunny|parrot|bird|fish|horse|pet|sister|brother|mum|mom|mother|dad|father|son|daughter|wife|husband|partner|girlfriend|boyfriend|best friend|friend|grandma|granny|grandmother|grandpa|grandad|grandfather|aunt|uncle|cousin|boss|roommate|flatmate|baby|kid|kids|children|twin';
const NAME = String.raw`([A-Z][\p{L}'-]{1,20})`;
// "my dog is called Biscuit", "my sister's name is Ana", "I have a cat named Tom".
const NAMED = new RegExp(
  String.raw`\bmy (${RELATION})(?:'s name is|,? is called|,? is named|,? called|,? named)\s+${NAME}|\bi (?:have|got|own) an? (${RELATION}) (?:called|named)\s+${NAME}`,
  'iu',
);
// "my sister lives in Leeds", "my mum works at the hospital".
const RELATIVE = new RegExp(
  String.raw`\bmy (${RELATION}) (lives|works|is|was|has|loves|likes|hates|just|got|moved|studies|plays)\b(.*)`,
  'i',
);
const RULES: [FactKind, RegExp, (m: RegExpExecArray) => string][] = [
  [
    'work',
    /\bi (work|am working|'m working) (as|at|in|for) (.+)/i,
    (m) => `I work ${m[2]} ${m[3]}`,
  ],
  ['work', /\bmy (job|work) is (.+)/i, (m) => `My ${m[1]} is ${m[2]}`],
  ['work', /\bi(?:'m| am) (?:studying|a student of) (.+)/i, (m) => `I am studying ${m[1]}`],
  ['place', /\bi (live|grew up|was born) in (.+)/i, (m) => `I ${m[1]} in ${m[2]}`],
  ['place', /\bi(?:'m| am) (?:originally )?from ([A-Z].+)/, (m) => `I am from ${m[1]}`],
  [
    'dislike',
    /\bi (?:really |absolutely )?(hate|dislike|can't stand|cannot stand|don't like|do not like) (.+)/i,
    (m) => `I ${m[1]} ${m[2]}`,
  ],
  ['like', /\bmy favou?rite ([\w ]{2,30}?) is (.+)/i, (m) => `My favourite ${m[1]} is ${m[2]}`],
  [
    'plan',
    /\bmy (birthday|wedding|exam|exams|interview|anniversary|holiday|trip|surgery|appointment) is (.+)/i,
    (m) => `My ${m[1]} is ${m[2]}`,
  ],
  [
    'plan',
    /\bi(?:'m| am) (going to|gonna|planning to|flying to|travelling to|traveling to|moving to|starting) (.+\b(?:tomorrow|tonight|next|this|on|in) .+)/i,
    (m) => `I am ${m[1] === 'gonna' ? 'going to' : m[1]} ${m[2]}`,
  ],
];
// "remember that…", not "do you remember…?".
const REMEMBER = /^(?:please |and |also )?(?:can you |could you )?remember(?: that|:)?\s+(.+)/i;

/** The facts in one user message, in the order said; none for questions. */
export function learnFacts(message: string): LearnedFact[] {
  const facts: LearnedFact[] = [];
  const add = (kind: FactKind, text: string) => {
    const clean = sentence(text);
    if (clean && !facts.some((f) => f.text === clean)) facts.push({ kind, text: clean });
  };
  for (const intent of readMessage(message)) {
    if (intent.kind === 'introduce') add('name', `My name is ${intent.name}`);
    if (intent.kind === 'share' && intent.liked) add('like', `I like ${swapPerson(intent.liked)}`);
  }
  const sentences = message.replace(/’/g, "'").match(/[^.!?]+[.!?]*/g) ?? [];
  for (const raw of sentences) {
    const s = raw.trim();
    if (!s || /\?\s*$/.test(s)) continue;
    const remember = REMEMBER.exec(s);
    if (remember?.[1]) {
      add('remember', swapYou(remember[1]));
      continue;
    }
    const named = NAMED.exec(s);
    if (named) {
      const [relation, name] = named[1] ? [named[1], named[2]] : [named[3], named[4]];
      add('person', `My ${relation?.toLowerCase()} is called ${name}`);
    } else {
      const relative = RELATIVE.exec(s);
      if (relative) add('person', `My ${relative[1]?.toLowerCase()} ${relative[2]}${relative[3]}`);
    }
    for (const [kind, pattern, text] of RULES) {
      const match = pattern.exec(s);
      if (match) add(kind, text(match));
    }
  }
  return facts;
}

// "remember that you promised…" is about the Angel: said back from the user's side.
const swapYou = (text: string) => (/\byou\b/i.test(text) ? swapPerson(swapPerson(text)) : text);

/** One clause, trimmed of trailing punctuation, first letter up, within the fact limit. */
function sentence(text: string): string {
  const clause = text
    .split(/[.!?;]|,\s*(?:but|so|because|and then)\b/)[0]
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/[,:\s]+$/, '');
  if (!clause || clause.split(' ').length < 3) return '';
  const out = clause.charAt(0).toUpperCase() + clause.slice(1);
  return out.length > MEMORY_LIMITS.factText ? '' : out;
}
