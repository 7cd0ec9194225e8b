/**
 * The user's name, when they give it. "My name is…" and "call me…" name someone whatever
 * follows, but "I'm…" is as often a feeling ("I'm nervous about Friday") as a name, so it
 * counts only for a word written with a capital (or alone at the end of a short sentence) that
 * does not look like an adjective, a feeling or a verb, and that ends the phrase: "I'm Jonas",
 * "I'm Jonas, nice to meet you", "I'm Jonas from Oslo" — never "I'm Nervous about it".
 */
const CALLED =
  /\b(?:my name is|my name's|name's|call me|they call me)\s+([\p{L}][\p{L}'-]{1,20})/iu;
const I_AM = /\b(?:i'm|i am|im|it's|this is|here is|here's)\s+([\p{L}][\p{L}'-]{1,20})(.*)$/iu;

/** What may follow a name at the end of an introduction. */
const AFTER_NAME = /^\s*(?:$|[,.!?;:)]|-|and\b|from\b|here\b|by the way\b|btw\b|too\b|again\b)/i;

/** Words that follow "I'm" and are not names (the rule below catches most of the rest). */
const NOT_NAMES = new Set(
  (
    'so very really not just a an the fine good ok okay here back sorry tired sad happy glad ' +
    'bored home done excited from in at on going feeling having trying new also still too ' +
    'sure well great lonely stressed busy hungry nervous anxious worried scared afraid angry ' +
    'upset mad sick ill ready free single married late early alone confused lost curious ' +
    'thinking wondering fine alright alive awake asleep up down off out over about into ' +
    'pretty quite kinda kind sort bit little always never only almost literally actually ' +
    'probably definitely totally gonna getting being doing feeling working looking making ' +
    'cold hot warm cool calm safe free busy broke poor rich old young new bad sad mad grumpy ' +
    'shy nice fun funny weird strange honest serious hopeless hopeful desperate terrified ' +
    'jittery knackered drained exhausted miserable heartbroken overwhelmed frustrated ' +
    'there that this it one all both each either neither no yes yeah yep nope like with ' +
    'starving thirsty sleepy dizzy fed full stuck done finished lucky unlucky blessed ' +
    'proud ashamed embarrassed jealous grateful thankful content bummed gutted me you him ' +
    'us them everyone nobody somebody someone monday tuesday wednesday thursday friday ' +
    'saturday sunday january february march april may june july august september october ' +
    'november december english british american french german spanish italian canadian ' +
    'australian irish scottish welsh indian chinese japanese'
  ).split(/\s+/),
);

// Adjective, participle and adverb endings: "anxious", "excited", "thinking", "hopeful"…
const NOT_NAME_SHAPE = /(ous|ed|ing|ful|less|ive|able|ible|ish|ly|ic|ical|est|er)$/i;

export function nameIn(sentence: string): string | null {
  const text = sentence.replace(/’/g, "'");
  const called = CALLED.exec(text)?.[1];
  if (called && !NOT_NAMES.has(called.toLowerCase())) return capital(called);
  const intro = I_AM.exec(text);
  if (!intro) return null;
  const [, word = '', rest = ''] = intro;
  if (NOT_NAMES.has(word.toLowerCase()) || !AFTER_NAME.test(rest)) return null;
  const capitalised = /^\p{Lu}/u.test(word);
  // "hi im jonas": lower case only when nothing follows and it cannot be a describing word.
  if (!capitalised && (rest.trim().replace(/[.!]+$/, '') !== '' || NOT_NAME_SHAPE.test(word))) {
    return null;
  }
  return capital(word);
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
