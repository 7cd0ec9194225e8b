import type { Scene } from './scene.ts';
import { sayBack } from './language.ts';
import { contract, hashOf, singular, upperFirst } from './text-tools.ts';

/** Answers to what the user shares or asks of the Angel: news, advice, opinions, small talk. */

const SORRY = [
  'I am so sorry {said}.',
  'I hate that {said}.',
  'So {said}. That is a lot to carry.',
];
const SORRY_PLAIN = [
  'I am sorry you are going through that.',
  'That sounds really hard.',
  'That sounds exhausting, truly.',
];
const SUPPORT = [
  'You did not deserve that.',
  'It makes sense that you feel drained.',
  'Be gentle with yourself tonight.',
  'If I were there, {care}.',
];
const ASK_WHAT = [
  'Do you want to tell me what happened?',
  'What was the worst part of it?',
  'Do you want to talk it through, or should I distract you for a while?',
];

export function badNews(s: Scene, said: string): string[] {
  const clause = sayBack(said, 12);
  // The first words of comfort vary: not every reply to bad news opens with "Oh no".
  const parts = s.w.chance(0.7) ? [s.w.line(s.voice.comfort, s.vars)] : [];
  parts.push(
    clause && /^(you|your|work|today|life|school|everything|it)\b/i.test(clause)
      ? s.w.line(SORRY, { ...s.vars, said: clause })
      : s.w.line(SORRY_PLAIN, s.vars),
  );
  parts.push(s.w.line(SUPPORT, { ...s.vars, care: s.w.line(s.voice.care) }));
  if (s.w.chance(0.6)) parts.push(s.w.line(ASK_WHAT, s.vars));
  return parts;
}

const CONGRATS = [
  'Congratulations{user}! {said}!',
  'Wait, really? {said}! I am so happy for you.',
  'That is wonderful news{user}. {said}, and you deserve it.',
];
const CELEBRATE = [
  'How are you going to celebrate?',
  'Tell me everything, I want the details.',
  'I hope you are letting yourself enjoy it.',
];

export function goodNews(s: Scene, said: string): string[] {
  const clause = sayBack(said, 12);
  if (!clause || !/^(you|your|we)\b/i.test(clause)) {
    return [
      s.w.line(
        ['Oh, I can feel your smile from here{user}!', 'That sounds like great news!'],
        s.vars,
      ),
      s.w.line(CELEBRATE, s.vars),
    ];
  }
  return [s.w.line(CONGRATS, { ...s.vars, said: upperFirst(clause) }), s.w.line(CELEBRATE, s.vars)];
}

const ADVICE = {
  go: [
    'Honestly? Yes, {action}. You would regret not trying more than trying.',
    'I say go for it: {action}. Worst case, you get a good story out of it.',
  ],
  careful: [
    'I would say yes, but not tonight. Sleep on it, write down what you would gain and lose, and if you still want to {action} in a week, do it.',
    'My honest opinion: yes, {action}, but with a plan. Big moves go better when you have thought through the first step.',
  ],
  heart: [
    'If part of you is already asking, I think you should {action}. We usually know before we admit it.',
    'My gut says yes, {action}. Just make sure it is for you and not to please someone else.',
  ],
};
const RISKY = /\b(quit|leave|drop out|break up|move|text (your|my) ex|sell|divorce|tattoo)\b/i;

export function advice(s: Scene, action: string | null): string[] {
  if (!action) {
    const bad = s.memory.facts.find((f) => f.kind === 'bad');
    const start = bad ? `After what you told me, that ${bad.said}, here is` : 'Here is';
    return [
      `${start} my honest advice: do one small, kind thing for yourself today, and do not decide anything big while you are tired.`,
      s.w.line(['What options do you see?', 'What would you tell a friend in your place?'], s.vars),
    ];
  }
  const lean = RISKY.test(action) ? 'careful' : s.voice.lean;
  return [s.w.line(ADVICE[lean], { ...s.vars, action })];
}

const OPINION = {
  love: [
    'I love {topic}, honestly. It ties in with my soft spot for {interest}.',
    'Oh, {topic}? Big fan. It is right up my street.',
    'You have found my weak spot: {topic}. I could talk about it all evening.',
    'Count me in on {topic}. Anything near {interest} gets a yes from me.',
  ],
  like: [
    'I am a fan of {topic}. Anything that makes people that happy deserves some respect.',
    'I think {topic} is great, in the right mood. I would not say no.',
    'Honestly? I quite like {topic}. Not a passion, but a pleasant surprise every time.',
    'Thumbs up from me for {topic}, with a small asterisk for bad days.',
    '{Topic} gets a cautious yes from me. I am easy to please.',
  ],
  torn: [
    'Honestly, I am torn on {topic}. In small doses it is great, but I would not build my life around it.',
    'I am of two minds about {topic}: I see the charm, I also see why people roll their eyes.',
    'Ask me on a Monday and I am against {topic}; on a Saturday, all for it.',
    'On {topic} I sit firmly on the fence, and the view is nice from here.',
  ],
  not: [
    'I will be honest: {topic} is not really my thing. I can see why people love it, though.',
    'Can I admit something? I have never been sold on {topic}. Change my mind?',
    'Not for me, I am afraid. {Topic} and I have never quite clicked.',
    'Mm, {topic} leaves me a bit cold. I would rather spend the time on {interest}.',
  ],
};

export function opinion(s: Scene, topic: string): string[] {
  const fits = topic
    .toLowerCase()
    .split(/\s+/)
    .some((word) => word.length > 3 && s.profile.keywords.includes(singular(word)));
  const stances = ['like', 'torn', 'not', 'like'] as const;
  const stance = fits ? 'love' : stances[hashOf(`${s.persona.id}:${topic}`) % stances.length]!;
  return [s.w.line(OPINION[stance], { ...s.vars, topic, Topic: upperFirst(topic) })];
}

export function share(s: Scene, said: string, liked: string | null): string[] {
  const words = (liked ?? said).toLowerCase().split(/\s+/);
  const match = s.profile.interests.find((i) =>
    words.some((w) => w.length > 3 && i.toLowerCase().includes(singular(w))),
  );
  if (liked) {
    return match
      ? [
          s.w.line(
            [
              'You like {liked}? Me too! {Match} is one of my favourite things.',
              'Wait, {liked}? Finally someone who gets it.',
            ],
            { ...s.vars, liked, Match: upperFirst(match) },
          ),
        ]
      : [
          s.w.line(['{Liked}? I can see why.', 'Ooh, {liked}. I like that about you.'], {
            ...s.vars,
            liked,
            Liked: upperFirst(liked),
          }),
          s.w.line(['What got you into it?', 'How long have you loved it?'], s.vars),
        ];
  }
  const clause = sayBack(said, 10);
  const parts =
    clause && /^(you|your)\b/i.test(clause)
      ? [
          s.w.line(
            [
              'Wait, {said}? Tell me more.',
              'Oh, so {said}. I like learning things about you{user}.',
              'I love that {said}. How was it?',
              'So {said}! That sounds like a good story.',
              'Ooh, {said}. Was it everything you hoped?',
              'Hold on, {said}? I want all the details.',
              'Good for you: {said}. Did it go the way you wanted?',
            ],
            { ...s.vars, said: clause },
          ),
        ]
      : [
          s.w.line(
            ['That is interesting{user}.', 'Mm, I hear you.', 'Oh, I like where this is going.'],
            s.vars,
          ),
        ];
  if (match)
    parts.push(
      s.w.line(['That is close to my heart: I am mad about {match}.'], { ...s.vars, match }),
    );
  return parts;
}

const RECALL_BAD = [
  'Earlier you told me {said}. Is it any better now?',
  'How are things since you told me {said}?',
  'I have been thinking about what you said, that {said}. How is it now?',
];

export function greeting(s: Scene): string[] {
  const found = s.memory.facts.find((f) => f.kind === 'bad');
  // Asked about once is caring; by every Angel of a group, or every time, it is a script.
  // Replies are written contracted ("you're"), facts as the user's words turned ("you are").
  const plain = (text: string) => contract(text).toLowerCase();
  const told = (text: string) => found !== undefined && plain(text).includes(plain(found.said));
  const mine = s.memory.ownRecent.filter(told).length;
  const theirs = s.memory.allReplies.filter(told).length - mine;
  const long = (found?.said.split(' ').length ?? 0) >= 9;
  const asked = theirs > 0 || mine > (long ? 0 : 1);
  const bad = asked ? undefined : found;
  const hello = s.w.line(
    [
      'Hey{user}! Good to see you.',
      'Hi{user}! I was just thinking about {interest}, and now you are here.',
      'Hello{user}! You caught me in a good mood.',
      'Oh, hi{user}! Perfect timing.',
      'Hi there{user}!',
      'Hi again{user}. I was hoping you would drop by.',
    ],
    s.vars,
  );
  if (bad) return [hello, s.w.line(RECALL_BAD, { ...s.vars, said: bad.said })];
  return [hello];
}

export function howAreYou(s: Scene): string[] {
  return [
    s.w.line(
      [
        'I am doing well, thank you for asking. {mood}',
        'Pretty good! I squeezed in some {interest} earlier, so I cannot complain.',
        'Better now that you are here{user}. {mood}',
      ],
      { ...s.vars, mood: s.w.pick(s.voice.mood) },
    ),
    s.w.line(['And you, how are you really?', 'How about you?', 'How is your day going?'], s.vars),
  ];
}

export function recall(s: Scene): string[] {
  const { userName, facts } = s.memory;
  const parts = [
    userName
      ? `Of course I remember: you are ${userName}.`
      : 'You have not told me your name yet. What should I call you?',
  ];
  const fact = facts[0];
  if (fact) parts.push(`And you told me ${fact.said}.`);
  return parts;
}
