import { about, favourite, yesNo } from './answers-self.ts';
import { choice } from './choice.ts';
import {
  advice,
  badNews,
  goodNews,
  greeting,
  howAreYou,
  opinion,
  recall,
  share,
} from './answers-user.ts';
import { examplesOf, matchingExample } from './examples.ts';
import type { Intent, Kind } from './intent.ts';
import type { Scene } from './scene.ts';
import { LINES } from './stock-lines.ts';

// How often a reply ends with a question back: "sometimes", more when there is little to say.
const FOLLOW_UP: Partial<Record<Kind, number>> = {
  greeting: 0.7,
  introduce: 0.8,
  smallTalk: 0.7,
  share: 0.4,
  thanks: 0.3,
  affection: 0.3,
  about: 0.35,
  favourite: 0.35,
  choice: 0.35,
  yesNo: 0.3,
  opinion: 0.4,
};
const ASKS_BACK: Partial<Record<Kind, string[]>> = {
  favourite: ['What about you?', 'And yours?', 'Now you: what is yours?'],
  choice: ['What would you pick?', 'Which one are you?'],
  about: ['What about you{user}?', 'And you?'],
  opinion: ['What is your take?', 'Do you agree?'],
  yesNo: ['{Verb} you?', 'What about you?'],
};
const REACTS_TO_OTHERS = new Set<Kind>(['choice', 'advice', 'opinion', 'about', 'question']);
const OPENS_WITH_VOICE = new Set<Kind>(['favourite', 'about', 'opinion', 'choice', 'question']);

/** The reply's sentences: the main intent's answer, plus small touches around it. */
export function answer(s: Scene): string[] {
  const { w, memory, voice } = s;
  const [main = { kind: 'smallTalk' } as Intent, ...rest] = memory.intents;
  const parts: string[] = [];
  const other = memory.othersNow.at(-1)?.persona;
  // In a group, sometimes a nod to the one who just spoke (their words are never repeated).
  if (other && REACTS_TO_OTHERS.has(main.kind) && w.chance(0.5)) {
    parts.push(w.line(LINES.react, { other: other.name.split(' ')[0] ?? other.name }));
  }
  const intro = [main, ...rest].find((i) => i.kind === 'introduce');
  if (main.kind !== 'greeting' && rest.some((i) => i.kind === 'greeting')) {
    // "Hi, Alex! Lovely to meet you, Alex" says the name once too often.
    parts.push(w.line(['Hi{user}!', 'Hey{user}!', 'Hello{user}!'], intro ? { user: '' } : s.vars));
  }
  if (intro?.kind === 'introduce') {
    parts.push(w.line(LINES.introduce, { ...s.vars, name: intro.name }));
  }
  const said = fromExamples(s, main) ?? core(s, main);
  const opener = w.pick(voice.openers);
  // "Oh. Oh, the octopus!" stutters: the opener steps aside for an answer that has its own.
  if (OPENS_WITH_VOICE.has(main.kind) && w.chance(0.3) && !sameStart(opener, said[0] ?? '')) {
    parts.push(opener);
  }
  parts.push(...said);
  if (main.kind !== 'goodbye' && rest.some((i) => i.kind === 'goodbye')) {
    parts.push(w.line(LINES.goodbye, s.vars));
  }
  const asked = parts.at(-1)?.trim().endsWith('?');
  if (!asked && main.kind !== 'goodbye' && w.chance(FOLLOW_UP[main.kind] ?? 0)) {
    const back = ASKS_BACK[main.kind];
    const Verb =
      main.kind === 'yesNo' ? main.verb.charAt(0).toUpperCase() + main.verb.slice(1) : '';
    parts.push(w.line(back ?? LINES.follow, { ...s.vars, Verb }));
  }
  return parts;
}

function core(s: Scene, intent: Intent): string[] {
  const { w, vars } = s;
  switch (intent.kind) {
    case 'badNews':
      return badNews(s, intent.said);
    case 'goodNews':
      return goodNews(s, intent.said);
    case 'favourite':
      return favourite(s, intent.asked);
    case 'choice':
      return choice(s, intent.options);
    case 'advice':
      return advice(s, intent.action);
    case 'opinion':
      return opinion(s, intent.topic);
    case 'recall':
      return recall(s);
    case 'about':
      return about(s, intent.topic);
    case 'yesNo':
      return yesNo(s, intent.verb, intent.rest);
    case 'howAreYou':
      return howAreYou(s);
    case 'question':
      return [w.line(LINES.question, { ...vars, topic: intent.topic || 'that' })];
    case 'goodbye':
      return goodbye(s);
    case 'share':
      return share(s, intent.said, intent.liked);
    case 'affection':
      return [w.line(LINES.affection, vars)];
    case 'thanks':
      return [w.line(LINES.thanks, vars)];
    case 'greeting':
      return greeting(s);
    case 'introduce':
      return [];
    case 'foreign':
      return [w.line(LINES.foreign, vars)];
    case 'smallTalk':
      return [w.line(LINES.smallTalk, vars)];
  }
}

// Kinds a card's example may answer better than the engine's own lines.
const EXAMPLE_KINDS = new Set<Kind>([
  'question',
  'about',
  'yesNo',
  'opinion',
  'smallTalk',
  'share',
]);

/** The card author's own answer, when the user asks what one of the examples asks. */
function fromExamples(s: Scene, main: Intent): string[] | null {
  if (!EXAMPLE_KINDS.has(main.kind) || !s.memory.message) return null;
  const example = matchingExample(examplesOf(s.persona, s.memory.userName), s.memory.message);
  // Told once is enough: asked again, the Angel goes on in its own words.
  if (!example || s.memory.ownRecent.some((text) => text.includes(example.answer))) return null;
  return [example.answer];
}

function goodbye(s: Scene): string[] {
  const parts = [s.w.line(LINES.goodbye, s.vars)];
  const fact = s.memory.facts[0];
  if (fact?.kind === 'bad') parts.push('I hope tomorrow is kinder to you.');
  if (fact?.kind === 'good') parts.push('And congratulations again!');
  return parts;
}

const sameStart = (a: string, b: string) => a.split(/\W/)[0] === b.split(/\W/)[0];
