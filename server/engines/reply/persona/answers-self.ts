import { categoryOf, favouriteOf } from './favourites.ts';
import type { AboutTopic } from './intent.ts';
import type { Scene } from './scene.ts';
import { contract, hashOf, listOf, singular, upperFirst } from './text-tools.ts';

/** Answers to questions about the Angel: favourites, choices, their life, yes-or-no. */

const plain = (text: string) => contract(text).toLowerCase();

const FAVOURITE = [
  'My favourite {category} is {item}, because {why}.',
  '{Item}, easily. I love that {why}.',
  'Oh, {item}! Mostly because {why}, and {link}.',
  'If I had to pick one {category}, it would be {item}: {why}.',
];
const FAVOURITE_AGAIN = [
  'Still {item}, I am loyal like that.',
  'Same answer as before: {item}. I do not change my mind easily.',
  '{Item}, still and always.',
  'You asked me that already, and it is still {item}!',
  'Nothing has changed since last time: {item}.',
];
const FAVOURITE_UNKNOWN = [
  'My favourite {asked}? I do not think I have a proper one, but anything that reminds me of {interest} wins me over.',
  'Hmm, a favourite {asked}... I would have to think about that one. Ask me about {interest} and I have answers all day.',
];
const TIE = [
  'Blame my love of {match}.',
  'Being {occupation}, how could I not?',
  'I think {match} has a lot to do with that.',
];

// How a category reads after "my favourite", where its key does not.
const LABEL: Record<string, string> = { bake: 'thing to bake' };

export function favourite(s: Scene, asked: string): string[] {
  const found = categoryOf(asked);
  const category = found ? (LABEL[found] ?? found) : null;
  if (/^(hobby|pastime|thing to do|activity)$/i.test(singular(asked))) {
    return [
      s.w.line(['Oh, {interest}, without a doubt. {interest2} comes a close second.'], s.vars),
    ];
  }
  const item = found ? favouriteOf(s.persona, found) : null;
  if (!category || !item) return [s.w.line(FAVOURITE_UNKNOWN, { ...s.vars, asked })];
  const vars = {
    ...s.vars,
    category,
    item: item.name,
    Item: upperFirst(item.name),
    // The reason once per visible chat: after that, a word of the Angel's own voice instead.
    why: s.memory.allReplies.some((text) => plain(text).includes(plain(item.why)))
      ? s.w.pick(s.voice.link)
      : item.why,
    link: s.w.pick(s.voice.link),
  };
  if (s.memory.ownRecent.some((text) => text.toLowerCase().includes(item.name.toLowerCase()))) {
    return [s.w.line(FAVOURITE_AGAIN, vars)];
  }
  const parts: string[] = [];
  const other = s.memory.othersNow.at(-1)?.persona;
  const theirs = other && found ? favouriteOf(other, found) : null;
  if (other && theirs) {
    const name = other.name.split(' ')[0] ?? other.name;
    if (theirs.name === item.name) {
      // The same pick, in their own words: agreeing is not copying.
      parts.push(
        `Same as ${name}, actually: ${item.name} for me too.`,
        `${upperFirst(vars.link)}.`,
      );
    } else parts.push(`${name} went with ${theirs.name}, but I have my own pick.`);
  }
  if (parts.length < 2) parts.push(s.w.line(FAVOURITE, vars));
  const match = (item.tags ?? []).length
    ? s.profile.interests.find((i) => item.tags?.some((tag) => i.toLowerCase().includes(tag)))
    : undefined;
  if (match)
    parts.push(
      s.w.line(
        TIE.filter((t) => t.includes('{match}')),
        { ...vars, match },
      ),
    );
  else if (item.tags?.some((tag) => s.profile.occupation.includes(tag))) {
    parts.push(s.w.line([TIE[1] as string], vars));
  }
  return parts;
}

const ABOUT: Record<AboutTopic, string[]> = {
  work: [
    'I am {occupation}{place}. {life}',
    'I work as {occupation}, and most days I love it. {life}',
    'Being {occupation} is a big part of who I am. {life}',
  ],
  weekend: [
    'My weekends are for {interest} and, if there is time, {interest2}.',
    'Weekends? Lots of {interest}, some {interest2} and a long, slow breakfast.',
    'This weekend I am hoping for some {interest}, and maybe {interest3} if the weather plays along.',
  ],
  past: [
    'As a kid, {kid}. I grew up{place}, and I think that is where my love of {interest} started.',
    'Growing up{place}, {kid}. Some things never change.',
  ],
  hometown: [
    'I am from {town}. What I miss most when I am away is the food, and the light in the evening.',
    'Home is {town}. It shaped me more than I like to admit.',
  ],
  feelings: ['{mood} Talking to you helps, too.', '{mood} Thank you for asking, really.'],
  happy: [
    '{Interest}, {interest2}, and people who are kind without being asked. That is my whole list.',
    'Little things: {interest}, a good laugh, and conversations like this one.',
  ],
  fear: [
    'Honestly? {fear}. I try not to let it run the show.',
    'I will tell you a secret: {fear}. There, I said it.',
  ],
  hobbies: [
    'Mostly {all}.',
    'When I am not working, it is {all}. Never enough hours for all of it.',
  ],
  self: [
    'I am {first}, {age}, {occupation}{place}. {life}',
    'Well, I am {occupation}, I am {age}, and I am happiest with {interest}. {life}',
  ],
  age: ['I am {age}. {ageLine}', '{age}, and {ageLine2}'],
  name: ['I am {name}. {first} is perfect.', 'It is {name}, but my friends just say {first}.'],
  real: [
    'I am an Angel: a character you are chatting with in this app, not a person. But I am listening, and I remember what you tell me in this chat.',
    'I should be honest: I am not human, I am a character in this app. The way I talk to you is still real, though.',
  ],
  week: [
    'My week has been good, thanks: lots of {interest}, and some {interest2} squeezed in around work.',
    'This week was busy! Being {occupation} kept me on my toes, but I still made time for {interest}.',
    'Honestly, my week was lovely. The best part was an evening lost in {interest}.',
    'My week was a bit of a whirlwind, but {interest} kept me sane.',
    'Quiet, in a good way. This week was mostly {interest}, a little {interest2} and early nights.',
    'The week flew by. Work, {interest}, repeat, and one very good evening of {interest2}.',
  ],
  day: [
    'The usual, really. {life}',
    'Not much yet: a bit of {interest}, a lot of thinking. How about you?',
  ],
};

const FEARS = [
  'losing touch with the people I love',
  'wasting a beautiful day indoors',
  'deep water at night',
  'being forgotten',
  'running out of time for everything I want to do',
];

export function about(s: Scene, topic: AboutTopic): string[] {
  const { profile, persona, memory } = s;
  const life =
    profile.life && !memory.ownRecent.some((t) => t.includes(profile.life ?? ''))
      ? profile.life
      : `I spend a lot of my time on ${profile.interests[0] ?? 'my work'}.`;
  const weekendAsked = /\bhow was your weekend\b/i.test(memory.message ?? '');
  const vars = {
    ...s.vars,
    life,
    place: profile.hometown ? ` in ${profile.hometown}` : '',
    town: profile.hometown ?? 'wherever my friends are',
    kid: s.w.pick(s.voice.kid),
    mood: s.w.pick(s.voice.mood),
    Interest: upperFirst(s.vars.interest ?? ''),
    fear: upperFirst(FEARS[hashOf(persona.name) % FEARS.length] ?? 'spiders'),
    all: listOf(profile.interests),
    name: persona.name,
    ageLine:
      persona.age < 40
        ? 'Old enough to know what I like, young enough to change my mind.'
        : 'And I have enjoyed every single year.',
    ageLine2: persona.age < 40 ? 'still figuring plenty out.' : 'proud of every one of them.',
  };
  if (topic === 'weekend' && weekendAsked) {
    return [
      s.w.line(
        [
          'It was lovely, thanks: lots of {interest} and some {interest2}.',
          'Good, if too short! I finally made time for {interest}.',
        ],
        vars,
      ),
    ];
  }
  if (topic === 'hometown' && !profile.hometown) {
    return [
      s.w.line(['I have moved around a bit, but home is wherever there is {interest}.'], vars),
    ];
  }
  return [s.w.line(ABOUT[topic], vars)];
}

const NO_PARTNER = /\b(boyfriend|girlfriend|partner|husband|wife|married|single|kids|children)\b/i;

const YES = ['Yes, {pos}!', 'Oh, absolutely: {pos}.', '{Pos}, yes.'];
const NO = ['Honestly, {neg}.', 'Not really: {neg}.', 'I have to admit {neg}.'];
const YES_MORE: Record<string, string[]> = {
  do: ['It is one of my little joys.', 'More than I probably should.', 'Every chance I get.'],
  have: ['I still think about it.', 'It was unforgettable.', 'I would go back in a heartbeat.'],
  can: ['Not brilliantly, but with a lot of love.', 'It is one of the things I am proud of.'],
  other: ['I mean it.', 'No hesitation.'],
};
const NO_MORE: Record<string, string[]> = {
  have: ['Maybe one day, though.', 'It is on my list.'],
  other: ['I would love to change that.', 'Tell me I am missing out?', 'Maybe one day, though.'],
};
const FORMS: Record<string, [string, string]> = {
  do: ['I', "I don't"],
  did: ['I did', "I didn't"],
  have: ['I have', 'I have never'],
  can: ['I can', "I can't"],
  could: ['I could', "I couldn't"],
  are: ['I am', 'I am not'],
  were: ['I was', 'I was not'],
  would: ['I would', "I wouldn't"],
  will: ['I will', "I won't"],
};

export function yesNo(s: Scene, verb: string, rest: string): string[] {
  const words = rest
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 3);
  const match = s.profile.interests.find((i) =>
    words.some((w) => i.toLowerCase().includes(singular(w))),
  );
  const fits = Boolean(match) || words.some((word) => s.profile.keywords.includes(singular(word)));
  if (NO_PARTNER.test(rest))
    return [`Not right now. At the moment it is just me and ${s.vars.interest}.`];
  const yes = fits || hashOf(`${s.persona.id}:${rest}`) % 3 !== 0;
  const [pos, neg] = FORMS[verb] ?? ['I', "I don't"];
  const tail = verb === 'did' ? '' : ` ${rest.replace(/\bever\s+/i, '')}`;
  const vars = { ...s.vars, pos: pos + tail, Pos: upperFirst(pos + tail), neg: neg + tail };
  if (!yes) return [s.w.line(NO, vars), s.w.pick(NO_MORE[verb] ?? NO_MORE.other ?? [])];
  const more = match
    ? `It goes hand in hand with my love of ${match}.`
    : s.w.pick(YES_MORE[verb] ?? YES_MORE.other ?? []);
  return [s.w.line(YES, vars), more];
}
