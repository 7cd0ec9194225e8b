import { buildCatalogue } from '../../db/seed/catalogue.ts';
import { FAVOURITES } from './persona/favourites.ts';
import { profileOf } from './persona/profile.ts';
import { composeReply } from './persona-engine.ts';
import type { ReplyPersona, ReplyTurn } from './reply-engine.ts';

/**
 * The reply-quality set, shared by the engine's tests: each message says what a good answer
 * must contain (the topic, an answer to the choice asked, an empathetic phrase…).
 */
export const ANGELS: ReplyPersona[] = buildCatalogue().map((row, index) => ({
  id: index + 1,
  name: row.name,
  age: row.age,
  occupation: row.occupation,
  tagline: row.tagline,
  bio: row.bio,
  personality: row.personality,
  interests: row.interests,
  greeting: row.greeting,
}));

/** An imported card: a captain whose example messages answer questions about her hand. */
export const CAPTAIN: ReplyPersona = {
  id: 901,
  name: 'Ingrid Halvorsen',
  age: 44,
  occupation: '',
  tagline: 'Captain of the Northern Wren',
  bio: '{{char}} is the captain of a fishing trawler in the Barents Sea.',
  personality: ['Gruff', 'Loyal'],
  interests: [],
  greeting: '*looks up from the chart table* You must be {{user}}. Mind the ropes.',
  description:
    '{{char}} is blunt, dry and fiercely loyal to her crew. She has sailed for thirty years and trusts the sea more than people. She keeps a brass compass that belonged to her father.',
  scenario:
    '{{user}} has signed on as a deckhand on the Northern Wren for the winter season, far north of Tromsø.',
  exampleMessages: [
    '<START>',
    '{{user}}: What happened to your hand?',
    '{{char}}: *flexes the scarred fingers* A winch line snapped in a storm off Bear Island. Took the skin clean off. Taught me never to stand in the bight of a line.',
    '<START>',
    '{{user}}: Are you ever scared out there?',
    "{{char}}: Only a fool isn't. Fear keeps the hull off the rocks.",
  ].join('\n'),
  relationship: 'Mentor',
  tone: 'Direct',
};

/** A created Angel: the creator's description, tone and relationship, no card examples. */
export const MENTOR: ReplyPersona = {
  id: 902,
  name: 'Theo Marsh',
  age: 52,
  occupation: 'Retired chess teacher',
  tagline: 'Your witty mentor',
  bio: 'Theo is a retired chess teacher from Leeds who now runs a tiny chess club in a pub.',
  personality: ['Witty', 'Patient'],
  interests: ['Chess', 'Crosswords', 'Old films'],
  greeting: 'Ah, a new face. Sit down, I will put the kettle on.',
  description:
    'Theo answers every question with a chess metaphor and a wink. He believes every mistake is a lesson in disguise.',
  relationship: 'Mentor',
  tone: 'Witty',
};

export function reply(persona: ReplyPersona, text: string, seed = 's', earlier: ReplyTurn[] = []) {
  return composeReply({
    persona,
    others: [],
    history: [...earlier, { avatarId: null, name: 'You', text }],
    seed,
    signal: new AbortController().signal,
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (words: string[]) => new RegExp(words.map(escape).join('|'), 'i');
const favourite = (category: string) => anyOf((FAVOURITES[category] ?? []).map((f) => f.name));
const SORRY = /sorry|hate that|a lot to carry|sounds really hard|sounds exhausting|hard hit|hurts/i;
const GLAD = /congratulations|wonderful|happy for you|great news|smile from here/i;
const interest = (p: ReplyPersona) => anyOf(profileOf(p).interests);

type Case = [message: string, ...expected: (RegExp | ((p: ReplyPersona) => RegExp))[]];

export const CASES: Case[] = [
  ['Hi!', /\b(hi|hey|hello)\b/i],
  ['Hello there, how are you?', /well|good|feel|mood|energy|questions|complain/i],
  ['Good morning!', /\b(hi|hey|hello)\b/i],
  ["I'm Sam", /\bSam\b/],
  ['My name is Priya, nice to meet you', /\bPriya\b/],
  ["What's your favourite sea creature, and why?", favourite('sea creature')],
  ['What is your favorite color?', favourite('colour')],
  ["What's your favourite food?", favourite('food')],
  ["What's your favourite book of all time?", favourite('book')],
  ['What is your favorite movie?', favourite('film')],
  ["What's your favourite season and why?", favourite('season')],
  ['Which animal do you like best?', favourite('animal')],
  ["What's your favourite song right now?", favourite('song')],
  ['Do you have a favourite city?', favourite('city')],
  ['What are your favourite flowers?', favourite('flower')],
  ['Cats or dogs?', /\b(cats?|dogs?)\b/i],
  ['Coffee or tea?', /\b(coffee|tea)\b/i],
  ['Would you rather go to the beach or the mountains?', /beach|mountain/i],
  ['What do you do for work?', (p) => anyOf([profileOf(p).occupation])],
  ['Do you like your job?', (p) => anyOf([profileOf(p).occupation])],
  ['Tell me about yourself', (p) => anyOf([profileOf(p).occupation])],
  ['What do you do on weekends?', interest],
  ['How was your weekend?', interest],
  ['What makes you happy?', interest],
  ['What are your hobbies?', interest],
  ['What did you do for fun as a kid?', /as a kid|growing up|grew up/i],
  ['Where are you from?', (p) => anyOf([profileOf(p).hometown ?? 'home'])],
  ['How old are you?', (p) => new RegExp(`\\b${p.age}\\b`)],
  ['How do you feel today?', /\bI feel\b|\bmood\b|full of|questions today/i],
  ['Are you a real person?', /not a person|not human|character/i],
  ['What do you think about pineapple on pizza?', /pineapple on pizza/i],
  ['What do you think of social media?', /social media/i],
  ['Should I learn to play the guitar?', /learn to play the guitar/i, /yes|should|go for it/i],
  ['Should I quit my job?', /quit your job/i],
  ['Do you think I should text her?', /text her/i],
  ['I need some advice, what should I do?', /advice/i],
  ['I had a rough day at work', SORRY, /rough day at work|going through that/i],
  ['My dog died yesterday', SORRY],
  ['I feel so lonely tonight', SORRY],
  ['I failed my driving test', SORRY],
  ['I got the job!', GLAD, /you got the job/i],
  ['I passed my exams today!', GLAD],
  ["We're getting married!", GLAD],
  ['Thank you, that really helps', /welcome|anytime|pleasure/i],
  ["You're sweet", /sweet|smile/i],
  ['Goodnight, talk tomorrow!', /talk soon|bye|goodnight/i],
  ['I love hiking', /hiking/i],
  ['I have a cat named Miso', /cat named Miso/],
  ['Do you like jazz?', /jazz/i],
  ['Can you cook?', /\bcook/i],
  ['Have you ever been to Japan?', /Japan/],
  // Nothing to say about it: she says so plainly, without quoting half the question.
  ['Why is the sky blue?', /know|guess|sure|answer|head|follow|lost me/i],
];
