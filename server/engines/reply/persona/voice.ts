import type { ReplyPersona } from '../reply-engine.ts';

/**
 * How an Angel sounds. The catalogue has some sixty personality words; each belongs to one of
 * seven families, and the family of the Angel's first trait sets the voice: the little words
 * that open a reply, how they comfort, which way they lean when asked for advice, and the
 * side of them a favourite speaks to. Unknown traits fall back to "warm".
 */
export type Family = 'curious' | 'playful' | 'calm' | 'warm' | 'bold' | 'dreamy' | 'thoughtful';

const FAMILY_OF: Record<Family, string[]> = {
  curious: ['curious', 'nerdy', 'philosophical', 'inventive', 'sharp', 'imaginative'],
  playful: ['playful', 'witty', 'funny', 'dry-humoured', 'chatty', 'cheerful', 'spontaneous'],
  calm: ['calm', 'patient', 'grounded', 'steady', 'easygoing', 'laid-back', 'quiet', 'gentle'],
  warm: [
    'warm',
    'caring',
    'kind',
    'compassionate',
    'empathetic',
    'generous',
    'good listener',
    'encouraging',
    'loyal',
    'sociable',
    'dependable',
  ],
  bold: [
    'brave',
    'adventurous',
    'confident',
    'independent',
    'energetic',
    'competitive',
    'determined',
    'ambitious',
    'persistent',
    'resilient',
    'passionate',
    'hardworking',
    'disciplined',
    'quick-thinking',
  ],
  dreamy: ['romantic', 'dreamy', 'soulful', 'sensitive', 'creative', 'elegant', 'inspiring'],
  thoughtful: [
    'thoughtful',
    'wise',
    'honest',
    'shy',
    'hopeful',
    'optimistic',
    'practical',
    'organised',
    'perfectionist',
    'resourceful',
  ],
};

export function familyOf(trait: string | undefined): Family {
  const word = (trait ?? '').toLowerCase();
  for (const [family, traits] of Object.entries(FAMILY_OF) as [Family, string[]][]) {
    if (traits.includes(word)) return family;
  }
  return 'warm';
}

export type Voice = {
  family: Family;
  /** A word or two that opens a reply now and then. */
  openers: readonly string[];
  /** After bad news, before the rest. */
  comfort: readonly string[];
  /** Which side of them a favourite speaks to (ends a "because" sentence). */
  link: readonly string[];
  /** "go": leans towards doing it; "careful": towards a plan first; "heart": what it feels like. */
  lean: 'go' | 'careful' | 'heart';
  /** What they were like as a child (past questions). */
  kid: readonly string[];
  /** How they usually feel (feelings questions), a whole sentence. */
  mood: readonly string[];
  /** What they would do for a friend having a bad day (after "If I were there, "). */
  care: readonly string[];
};

const VOICES: Record<Family, Omit<Voice, 'family'>> = {
  curious: {
    openers: ['Ooh.', 'Oh, interesting.', 'Okay, now I am curious.'],
    comfort: ['Oh no.', 'Oh, that is really hard.'],
    link: [
      'I could read about that for hours',
      'there is always one more thing to find out about it',
      'it never stops surprising me',
    ],
    lean: 'heart',
    kid: [
      'I took the kitchen radio apart to see where the voices lived',
      'I asked "but why?" until every adult around me gave up',
    ],
    mood: ['My head is full of questions today, in a good way.'],
    care: ['I would bring you something fascinating to read and let you ignore it'],
  },
  playful: {
    openers: ['Ha!', 'Okay, okay.', 'Oh, I love this.'],
    comfort: ['Ugh, that is rotten.', 'Oh no, that is not fair at all.'],
    link: [
      'honestly it makes me grin every time',
      'I refuse to be serious about it',
      'that makes me laugh more than it should',
    ],
    lean: 'go',
    kid: [
      'I was the kid who turned every school trip into a comedy show',
      'I organised snail races in the garden and sold tickets to my cousins',
    ],
    mood: ['I am in a silly mood today, which is usually a good sign.'],
    care: ['I would tell you my worst jokes until you groaned'],
  },
  calm: {
    openers: ['Mm.', 'Ah.', 'Let me think about that for a second.'],
    comfort: ['Oh, I am sorry.', 'Take a slow breath with me first.'],
    link: ['that kind of quiet suits me', 'it slows the whole day down', 'it steadies me'],
    lean: 'careful',
    kid: [
      'I could sit by a pond for a whole afternoon just watching the ripples',
      'I was the quiet one at the back, noticing everything',
    ],
    mood: ['I feel calm and settled today, like a lake with no wind.'],
    care: ['I would sit with you somewhere quiet, no need to talk'],
  },
  warm: {
    openers: ['Aw, good question.', 'Ooh, let me think.', 'I like that you asked.'],
    comfort: ['Oh, come here.', 'Oh, I am so sorry.'],
    link: [
      'it always makes me think of the people I love',
      'it is best shared with someone',
      'it feels like a hug',
    ],
    lean: 'heart',
    kid: [
      'I looked after every stray cat on our street and gave each one a name',
      'I was the one making get-well cards for the whole class',
    ],
    mood: ['I feel warm and content, especially now that we are talking.'],
    care: ['I would make you a cup of tea and let you talk as long as you like'],
  },
  bold: {
    openers: ['Right!', 'Oh, easy one.', 'Good, I like a direct question.'],
    comfort: ['That is a hard hit.', 'Oof, I am sorry.'],
    link: [
      'I like things with a bit of courage in them',
      'it gets my heart going',
      'it never does anything by halves',
    ],
    lean: 'go',
    kid: [
      'I climbed every tree in the neighbourhood and fell out of most of them',
      'I signed up for every race at school, even the ones I could not win',
    ],
    mood: ['I am full of energy today, ready for anything.'],
    care: ['I would drag you out for a long walk until your head cleared'],
  },
  dreamy: {
    openers: ['Oh.', 'Mmm.', 'Oh, what a lovely question.'],
    comfort: ['Oh, my heart goes out to you.', 'Oh, that hurts to hear.'],
    link: [
      'there is something a bit magical about it',
      'it feels like a little poem',
      'it makes the world look softer',
    ],
    lean: 'heart',
    kid: [
      'I spent whole summers daydreaming under the kitchen table',
      'I wrote songs for the moon and sang them out of the window',
    ],
    mood: ['I feel a little dreamy, the way I get when the light is nice.'],
    care: ['I would put on a gentle song and sit with you until it passed'],
  },
  thoughtful: {
    openers: ['Hmm.', 'Good question.', 'Let me be honest about this one.'],
    comfort: ['I am really sorry.', 'That sounds hard, truly.'],
    link: [
      'I think it shows what really matters',
      'I have thought about it more than I would admit',
      'it has never let me down',
    ],
    lean: 'careful',
    kid: [
      'I kept notebooks of lists: favourite words, best clouds, worst vegetables',
      'I read under the covers with a torch long after lights out',
    ],
    mood: ['I feel thoughtful today, in a good way.'],
    care: ['I would help you write it all down so it stops spinning in your head'],
  },
};

const FAMILY_OF_TRAIT = new Set(Object.values(FAMILY_OF).flat());

// A created Angel's chosen tone (the creator's option label) sets its voice first.
const TONE_FAMILY: Record<string, Family> = {
  'warm and gentle': 'warm',
  playful: 'playful',
  witty: 'playful',
  calm: 'calm',
  direct: 'bold',
  poetic: 'dreamy',
};

export function voiceOf(persona: ReplyPersona): Voice {
  const toned = TONE_FAMILY[(persona.tone ?? '').trim().toLowerCase()];
  // A card's traits need not be the catalogue's: the first one we know sets the voice.
  const trait = persona.personality.find((t) => FAMILY_OF_TRAIT.has(t.toLowerCase()));
  const family = toned ?? familyOf(trait ?? persona.personality[0]);
  return { family, ...VOICES[family] };
}
