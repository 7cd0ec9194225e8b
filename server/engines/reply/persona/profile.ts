import type { ReplyPersona } from '../reply-engine.ts';
import { lowerFirst } from './text-tools.ts';

/**
 * What the engine can say about the Angel in the first person, read from the profile. The
 * catalogue's bios follow one shape ("Mei is a marine biologist from Taipei. She spends her
 * mornings… Friends describe her as…"); a bio of another shape still yields the occupation,
 * interests and traits, just no hometown or day-to-day sentence.
 */
export type Profile = {
  firstName: string;
  occupation: string;
  hometown: string | null;
  /** "I spend my mornings counting sea stars…", or null. */
  life: string | null;
  /** Interests as they read mid-sentence: "nature documentaries". */
  interests: string[];
  /** Everything the Angel is about, lower-cased: favourites lean towards what matches it. */
  keywords: string;
};

// Read once per persona object: a reply drafts several times from the same one.
const read = new WeakMap<ReplyPersona, Profile>();

export function profileOf(persona: ReplyPersona): Profile {
  const known = read.get(persona);
  if (known) return known;
  const profile = readProfile(persona);
  read.set(persona, profile);
  return profile;
}

function readProfile(persona: ReplyPersona): Profile {
  const firstName = persona.name.split(' ')[0] ?? persona.name;
  const [intro = '', second = ''] = persona.bio.split(/(?<=\.)\s+/);
  const hometown = /\bfrom ([^.]+)\.$/.exec(intro)?.[1] ?? null;
  const life = /^(?:[^,]*,\s*)?(?:she|he)\b|^twenty years ago (?:she|he)\b/i.test(second)
    ? firstPerson(second)
    : null;
  const interests = persona.interests.map(lowerFirst);
  const keywords = [
    persona.occupation,
    persona.tagline,
    persona.bio,
    persona.description ?? '',
    persona.scenario ?? '',
    ...persona.interests,
  ]
    .join(' ')
    .toLowerCase();
  return {
    firstName,
    // A card character has no occupation: one that fits any "I am …" sentence.
    occupation: lowerFirst(persona.occupation.trim() || 'free spirit'),
    hometown,
    // A bio of another shape: the personality description may say how the Angel lives.
    life: life ?? cardLife(persona, firstName),
    interests: interests.length ? interests : ['good conversations'],
    keywords,
  };
}

const CARD_LIFE_MAX = 200;

/**
 * From a created or imported Angel's personality description (and a card's scenario), the
 * first sentence about the Angel ("She…", "Maren…"), in the first person; null if none.
 */
function cardLife(persona: ReplyPersona, firstName: string): string | null {
  // Only for Angels made by users: the catalogue's bios speak through `life` alone.
  if (persona.description === undefined && persona.scenario === undefined) return null;
  const texts = [persona.description, persona.bio, persona.scenario].filter(Boolean) as string[];
  for (const text of texts) {
    for (const raw of text.split(/(?<=[.!?])\s+/)) {
      const sentence = raw.trim();
      if (sentence.length > CARD_LIFE_MAX || /[{}<>*\n]/.test(sentence)) continue;
      const subject = sentence.startsWith(`${firstName} `)
        ? `${/\bhe\b|\bhis\b/i.test(text) && !/\bshe\b/i.test(text) ? 'He' : 'She'}${sentence.slice(firstName.length)}`
        : sentence;
      if (!/^(?:she|he) (?!is an? |is \d)/i.test(subject)) continue;
      const mine = firstPerson(subject);
      if (mine !== subject) return mine;
    }
  }
  return null;
}

// Verbs of the catalogue's day-to-day sentences, third person → first person.
const VERBS: Record<string, string> = {
  is: 'am',
  has: 'have',
  does: 'do',
  flies: 'fly',
  cries: 'cry',
  studies: 'study',
  carries: 'carry',
  tries: 'try',
};

function baseForm(verb: string): string {
  if (VERBS[verb]) return VERBS[verb];
  if (/(ches|shes|sses|xes|zes)$/.test(verb)) return verb.slice(0, -2);
  if (/[^s]s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

const ADVERB = /^(now|still|also|secretly|slowly|usually|often|always|never)$/;

/**
 * "She spends her mornings… and has strong opinions" → "I spend my mornings… and have
 * strong opinions". Only verbs whose subject is the Angel change: the one after "she"/"he"
 * (past an adverb) and the ones after "and" that continue it; "a keeper who talks" stays.
 */
export function firstPerson(sentence: string): string {
  const tokens = sentence.split(' ');
  let subject = false;
  let inClause = false;
  const out = tokens.map((token, i) => {
    const word = token.replace(/[,.]$/, '');
    const tail = token.slice(word.length);
    const lower = word.toLowerCase();
    const before = tokens[i - 1] ?? '';
    const previous = before.toLowerCase().replace(/[,.]$/, '');
    if (lower === 'she' || lower === 'he') {
      subject = inClause = true;
      return `I${tail}`;
    }
    if (lower === 'herself' || lower === 'himself') return `myself${tail}`;
    if (lower === 'his') return `my${tail}`;
    if (lower === 'him') return `me${tail}`;
    if (lower === 'her') {
      const next = (tokens[i + 1] ?? '').toLowerCase();
      return /^(of|to|at|in|on|and|with|for)$/.test(next) || tail ? `me${tail}` : `my${tail}`;
    }
    if (/^(who|that|where|which)$/.test(lower)) inClause = false;
    const afterSubject = previous === 'she' || previous === 'he';
    const afterAdverb = inClause && ADVERB.test(previous) && /s$/.test(lower);
    // "…and fosters", "…, tracks": a verb that continues the Angel's own list.
    const continued = subject && (previous === 'and' || before.endsWith(',')) && isVerb(lower);
    if (afterSubject || afterAdverb || continued) return baseForm(lower) + tail;
    return token;
  });
  return out.join(' ');
}

// After "and" or a comma, only these continue the Angel's sentence ("and grandparents" does not).
function isVerb(word: string): boolean {
  return /^(has|is|spends|keeps|gives|fosters|gets|knows|writes|makes|sells|celebrates|reviews|volunteers|busks|tests|explains|rescues|tracks|teaches|lives|loves|unwinds|collects|specialises|runs|plays|builds|owns|designs|trusts|cries|reads|leads|works|restores|fills|believes|studies|helps|hosts)$/.test(
    word,
  );
}
