import { isForeign, sayBack } from './language.ts';
import { activityOf, optionsOf } from './asked.ts';
import { nameIn } from './names.ts';

/** Questions about the Angel themselves. */
export type AboutTopic =
  | 'weekend'
  | 'work'
  | 'past'
  | 'hometown'
  | 'feelings'
  | 'happy'
  | 'fear'
  | 'hobbies'
  | 'self'
  | 'age'
  | 'name'
  | 'real'
  | 'day'
  | 'week';

export type Intent =
  | { kind: 'greeting' }
  | { kind: 'introduce'; name: string }
  | { kind: 'howAreYou' }
  | { kind: 'favourite'; asked: string }
  | { kind: 'choice'; options: [string, string] }
  | { kind: 'about'; topic: AboutTopic }
  | { kind: 'opinion'; topic: string }
  | { kind: 'advice'; action: string | null }
  | { kind: 'goodNews'; said: string }
  | { kind: 'badNews'; said: string }
  | { kind: 'recall' }
  | { kind: 'yesNo'; verb: string; rest: string }
  | { kind: 'share'; said: string; liked: string | null }
  | { kind: 'thanks' }
  | { kind: 'affection' }
  | { kind: 'goodbye' }
  | { kind: 'question'; topic: string }
  | { kind: 'foreign' }
  | { kind: 'smallTalk' };

export type Kind = Intent['kind'];

// Stronger intents win the reply; the weaker ones may still add a short opener.
const PRIORITY: Kind[] = [
  'foreign',
  'badNews',
  'goodNews',
  'favourite',
  'choice',
  'advice',
  'opinion',
  'recall',
  'about',
  'yesNo',
  'howAreYou',
  'question',
  'goodbye',
  'share',
  'affection',
  'introduce',
  'thanks',
  'greeting',
  'smallTalk',
];

const GREETING =
  /^(hi|hey|hello|hiya|howdy|yo|hola|good (morning|afternoon|evening)|morning|evening)\b/i;
const BYE =
  /\b(bye|goodbye|good night|goodnight|see you|see ya|talk (to you )?(later|soon|tomorrow)|gotta go|got to go|have to go|heading (off|out|to bed)|going to bed|signing off)\b/i;
const THANKS = /\b(thanks|thank you|thx|ty|cheers|appreciate (it|that|you))\b/i;
const AFFECTION =
  /\b(love you|miss(ed)? you|like you|you('re| are) (sweet|cute|lovely|kind|funny|amazing|the best|great|wonderful)|love talking to you|love our chats)\b/i;
const HOW_ARE_YOU =
  /\b(how are (you|u)|how('s| is) it going|how are things|how('s| is| was) your day|how have you been|what'?s up|wh?at'?s new|how you doing)\b/i;
const BAD = new RegExp(
  [
    String.raw`\b(rough|bad|awful|terrible|horrible|hard|tough|long|crappy|shitty|stressful|exhausting|miserable|lousy|sad) (day|week|night|morning|time|year|month|shift)`,
    String.raw`\b(i'?m|i am|i feel|i'?ve been|feeling|feel) (so |really |very |a bit |kind of |pretty )?(sad|upset|lonely|depressed|anxious|stressed|worried|exhausted|tired|down|miserable|heartbroken|scared|frustrated|angry|overwhelmed|sick|ill|hurt|burnt out|burned out|nervous|awful|terrible|bad|unhappy)`,
    String.raw`\b(lost my|got fired|was fired|been fired|laid off|broke up|dumped me|failed|died|passed away|fight with|argument with|cried|crying|got rejected|was rejected|didn'?t get|hate my|can'?t sleep|couldn'?t sleep|miss my|ex left|car broke|broke my|sprained|in hospital)\b`,
    String.raw`\bnot (feeling )?(good|great|ok|okay|well|happy)\b`,
    String.raw`\b(work|today|life|school|it|everything) (was|is|has been) (awful|terrible|horrible|hard|rough|bad|a nightmare|too much)`,
  ].join('|'),
  'i',
);
const GOOD =
  /\b(got the job|got a job|new job|got promoted|promotion|got a raise|passed (my|the)|i passed|won|got engaged|engaged|getting married|got married|great news|good news|guess what|i'?m (so )?(happy|excited|thrilled|proud)|got (in|accepted)|accepted (to|into)|graduated|finished my|finally did|bought a (house|flat|car)|had a (great|good|lovely|wonderful|amazing|fantastic) (day|week|time|weekend)|best day)\b/i;

const ABOUT: [AboutTopic, RegExp][] = [
  ['real', /\b(are you (a )?(real|bot|an ai|ai|human|robot|person)|is this (a bot|ai|real))\b/i],
  ['name', /\b(what'?s your name|what is your name|who are you)\b/i],
  ['age', /\b(how old are you|your age)\b/i],
  [
    'week',
    /\b(your|the|this) week\b|\bgood week\b|\bweek (been|going|treating)\b|\bhappen(ed)? this week\b/i,
  ],
  ['weekend', /\bweekends?\b|\b(saturday|sunday)s?\b|\bdays? off\b/i],
  [
    'work',
    /\b(your (job|work|career|day job)|for (work|a living)|what do you do\b(?! (for fun|in your free time|on))|do you like (your )?(work|job)|working as|at work)\b/i,
  ],
  [
    'hometown',
    /\b(where are you from|where do you live|where did you grow up|your (hometown|home town|city))\b/i,
  ],
  [
    'past',
    /\b(as a (kid|child)|when you were (young|little|a kid|younger)|your (childhood|past|first job|first love)|growing up|used to be|back then)\b/i,
  ],
  ['fear', /\b(what scares you|are you (ever )?(afraid|scared)|your (biggest )?fear)\b/i],
  ['happy', /\b(what makes you (happy|smile)|are you happy)\b/i],
  [
    'feelings',
    /\b(how do you feel|how are you feeling|do you (ever )?(feel|get) (lonely|sad|happy|bored|tired)|your feelings)\b/i,
  ],
  [
    'hobbies',
    /\b(hobby|hobbies|for fun|free time|spare time|your interests|what are you into|passions?)\b/i,
  ],
  ['day', /\b(what are you (doing|up to)|what did you do today|your plans)\b/i],
  ['self', /\b(tell me about (yourself|you)|about yourself|describe yourself)\b/i],
];

/** Splits a message into sentences and reads each one; strongest first. */
export function readMessage(text: string): Intent[] {
  const clean = text.replace(/@[\p{L}'’-]+(?:\s[\p{Lu}][\p{L}'’-]+)?/gu, ' ').replace(/’/g, "'");
  // English is all the built-in Angels speak: another language is answered, never quoted.
  if (isForeign(clean)) return [{ kind: 'foreign' }];
  const sentences =
    clean
      .match(/[^.!?]+[.!?]*/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [];
  const intents: Intent[] = [];
  for (const sentence of sentences) intents.push(...readSentence(sentence));
  if (!intents.length) intents.push({ kind: 'smallTalk' });
  const seen = new Set<Kind>();
  return intents
    .filter((i) => (seen.has(i.kind) ? false : (seen.add(i.kind), true)))
    .sort((a, b) => PRIORITY.indexOf(a.kind) - PRIORITY.indexOf(b.kind));
}

// What people type before the point: "Hey, ", "So ", "Quick question: ".
const LEAD_IN =
  /^(?:(?:hey|hi|hello|so|okay|ok|well|and|but|oh|um|right|alright|random one,? but|quick question|honestly|btw|by the way)\b[,:!]?\s*)+/i;

function readSentence(sentence: string): Intent[] {
  const said = sentence.replace(/\s+/g, ' ');
  const s = said.replace(LEAD_IN, '') || said;
  const lower = s.toLowerCase();
  const question =
    /\?\s*$/.test(s) ||
    /,\s*(which|what)\b/i.test(s) ||
    /^(what|whats|which|who|where|when|why|how|do|does|did|are|is|can|could|would|will|should|have|tell me)\b/i.test(
      s,
    );
  const out: Intent[] = [];
  if (GREETING.test(said)) out.push({ kind: 'greeting' });
  const given = question ? null : nameIn(s);
  if (given) out.push({ kind: 'introduce', name: given });
  if (THANKS.test(s)) out.push({ kind: 'thanks' });
  if (BYE.test(s)) out.push({ kind: 'goodbye' });
  if (AFFECTION.test(s)) out.push({ kind: 'affection' });
  if (HOW_ARE_YOU.test(s)) out.push({ kind: 'howAreYou' });

  const aboutUser = !/\byou\b|\byour\b/i.test(lower) || /\b(i|my|me|i'm|im)\b/i.test(lower);
  if (!question && aboutUser && BAD.test(s) && !GOOD.test(s))
    out.push({ kind: 'badNews', said: s });
  else if (!question && aboutUser && GOOD.test(s)) out.push({ kind: 'goodNews', said: s });
  if (
    /\b(what'?s|what is|do you (remember|know)) my name\b|\bwho am i\b|\bdo you remember\b|\bwhat did i (say|tell you)\b/i.test(
      s,
    )
  ) {
    out.push({ kind: 'recall' });
  }

  const activity = activityOf(s, question);
  if (activity) {
    out.push({ kind: 'favourite', asked: activity });
    return out;
  }
  const favourite =
    /\b(?:favou?rite|fave)\s+([a-z][a-z' -]*?)(?=\s*(?:[,?.!;]|\band\b|\bof all\b|\bever\b|\bat the moment\b|\bright now\b|\bto\b|\bin the\b|\bis\b|\bare\b|$))/i.exec(
      s,
    ) ??
    /\bwhat (?:kind|type|sort) of ([a-z][a-z' -]*?) do you (?:like|love|prefer)/i.exec(s) ??
    /\b(?:which|what) ([a-z][a-z -]*?) do you (?:like|love) (?:best|most)\b/i.exec(s);
  if (favourite?.[1] && !/^(thing|part|one|bit)\b/i.test(favourite[1])) {
    out.push({ kind: 'favourite', asked: favourite[1].trim() });
    return out;
  }
  const options = optionsOf(s);
  if (options && question && !/\b(should i|do i)\b/i.test(s)) {
    out.push({ kind: 'choice', options });
    return out;
  }
  const should =
    /\b(?:should i|do you think i should|would you|is it (?:a good idea|smart|wise) to|shall i)\s+(.+?)[?.!]*$/i.exec(
      s,
    );
  if (
    should?.[1] ||
    /\b(advice|what should i do|what would you do|help me (decide|choose)|what do i do)\b/i.test(s)
  ) {
    const action = should?.[1] ? sayBack(should[1], 12) : '';
    const vague = /^(do|say|do now|do next|do about (it|this|that)|go|choose|pick)$/i.test(action);
    out.push({ kind: 'advice', action: action && !vague ? action : null });
    return out;
  }
  const opinion =
    /\b(?:what do you think (?:about|of)|how do you feel about|(?:any )?thoughts on|your (?:opinion|view|take) (?:on|of|about)|what about)\s+(.+?)[?.!]*$/i.exec(
      s,
    );
  const topic = opinion?.[1] ? sayBack(opinion[1], 8) : '';
  if (topic && !/^(me|us|this|that|it|you|myself)$/i.test(topic)) {
    out.push({ kind: 'opinion', topic });
    return out;
  }
  for (const [topic, pattern] of ABOUT) {
    if (pattern.test(s)) {
      out.push({ kind: 'about', topic });
      break;
    }
  }
  if (question && !out.some((i) => i.kind !== 'greeting' && i.kind !== 'introduce')) {
    const yesNo =
      /^(?:and |so |but |well )?(do|did|have|can|are|were|would|will|could) you\s+(.+?)[?.!]*$/i.exec(
        s,
      );
    const rest = yesNo?.[2] ? sayBack(yesNo[2], 10) : '';
    if (yesNo?.[1] && rest) out.push({ kind: 'yesNo', verb: yesNo[1].toLowerCase(), rest });
    else out.push({ kind: 'question', topic: topicOf(s) });
  }
  if (!question && !out.length) {
    const liked =
      /\bi (?:really |absolutely )?(?:love|like|enjoy|adore|am into|'m into) (.+?)[.!]*$/i.exec(
        s,
      )?.[1];
    if (/\b(i|my|i'm|im|we)\b/i.test(lower)) {
      out.push({
        kind: 'share',
        said: s,
        liked: liked ? sayBack(liked, 8) || null : null,
      });
    } else out.push({ kind: 'smallTalk' });
  }
  return out;
}

const STOP =
  /^(a|an|the|what|whats|what's|which|who|where|when|why|how|is|are|was|were|do|does|did|you|your|i|me|my|it|its|it's|to|of|in|on|for|and|or|but|about|think|can|could|would|should|will|that|this|there|be|have|has|any|some|so|really|just|like|ever|know|tell|going|gonna|get|got|happen|happens|mean|means|supposed|make|makes|there|they|we)$/i;

/** The words a question is about, without the question words: "why is the sky blue" → "sky blue". */
export function topicOf(sentence: string): string {
  const words = sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !STOP.test(w));
  return words.slice(-4).join(' ');
}
