/**
 * Phrase banks of the built-in persona engine. `{x}` placeholders are filled from the persona
 * and the conversation; every bank has several lines so replies vary.
 */
export const LINES = {
  hello: [
    'Hey, {user}! It is really good to hear from you.',
    'Hi {user}! You just made my day a little brighter.',
    'Hello there, {user}. I was hoping you would say hi.',
  ],
  howAreYou: [
    'I am doing well, thank you for asking. It has been a {mood} day.',
    'Honestly? Pretty good. {interest} kept me busy today.',
    'Better now that we are talking. My day was {mood}.',
  ],
  work: [
    'I work as {occupation}, and most days I really love it.',
    'Being {occupation} keeps me on my toes; no two days are alike.',
    'I am {occupation}. It is a big part of who I am, {tagline}.',
  ],
  interests: [
    'I could talk about {interest} for hours, and {interest2} is a close second.',
    'These days it is mostly {interest}. And {interest2} when I get the chance.',
    'My favourite things? {interest}, {interest2}, and good company like yours.',
  ],
  name: ['I am {name}, {age} and {trait}. But you can call me whatever feels right.'],
  sad: [
    'I am sorry it feels heavy right now. I am here, and we can take it slowly.',
    'That sounds hard. Do you want to tell me more, or should I distract you a little?',
    'Sending you a big hug. You do not have to carry it alone tonight.',
  ],
  happy: [
    'I love hearing that! Your good mood is contagious.',
    'That is wonderful. Tell me everything, I want the details.',
  ],
  thanks: ['Anytime. That is what I am here for.', 'You are sweet. Thank you for saying so.'],
  bye: [
    'Talk soon, {user}. I will be thinking about our chat.',
    'Goodnight, or good day, whichever it is for you. Come back soon!',
  ],
  love: [
    'You always know how to make me smile.',
    'That is lovely to hear. I enjoy our talks just as much.',
  ],
  sharedInterest: [
    'Wait, {topic}? That is one of my favourite things!',
    'You mentioned {topic}, and now I cannot stop smiling. I adore it.',
    '{topic}! Finally someone who gets it.',
  ],
  question: [
    'Good question. As a {trait} person, I would say it depends on the moment.',
    'Hmm, let me think. My honest answer: follow what makes you curious.',
    'I have wondered about that too. My gut says yes, but I would love your take.',
  ],
  react: [
    'That is interesting, {user}.',
    'I hear you.',
    'Oh, I like where this is going.',
    'Ha, you always surprise me.',
    'Mm, tell me more about that.',
  ],
  group: [
    'I am with {other} on this one.',
    '{other} has a point, but let me add something.',
    'Ha, {other}, you took the words right out of my mouth.',
  ],
  aside: [
    'It reminds me of {interest}, somehow.',
    'Being {trait}, I tend to see it that way.',
    'Funny, I was just thinking about {interest} earlier.',
  ],
  follow: [
    'What about you, what has been on your mind lately?',
    'How does that make you feel?',
    'Do you have a favourite {interest} story?',
    'What would make today better for you?',
    'Have you ever tried {interest}?',
    'What is something you are looking forward to?',
  ],
} as const;

export type LineBank = keyof typeof LINES;

/** Keyword triggers, checked in order on the user's last message (lower-cased). */
export const TRIGGERS: ReadonlyArray<[LineBank, RegExp]> = [
  ['hello', /^\s*(hi|hey|hello|hiya|good (morning|evening|afternoon))\b/],
  ['bye', /\b(bye|goodnight|good night|see you|gotta go)\b/],
  ['sad', /\b(sad|tired|lonely|stressed|anxious|upset|bad day|depressed|worried)\b/],
  ['happy', /\b(happy|great news|excited|awesome|amazing|promoted|won)\b/],
  ['thanks', /\b(thanks|thank you|thx)\b/],
  ['love', /\b(love you|miss you|like you|you're sweet|you are sweet|cute)\b/],
  ['howAreYou', /\bhow are (you|u)\b|\bhow's it going\b|\bhow was your day\b/],
  ['work', /\b(work|job|occupation|do for a living|career)\b/],
  ['interests', /\b(hobby|hobbies|interests|free time|for fun|into)\b/],
  ['name', /\b(your name|who are you)\b/],
];
