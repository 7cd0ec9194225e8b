import type { Scene } from './scene.ts';
import { hashOf, lowerFirst, singular, upperFirst, withArticle } from './text-tools.ts';
import type { Vars } from './writer.ts';

/** "Cats or dogs?": the Angel picks one (what fits their profile, else a stable coin toss) and says why. */
const CHOICE = [
  '{Chosen}, no contest at all. {reason}',
  'Oh, {chosen}. I like {rejected} too, but I would pick {chosen} every time. {reason}',
  'I am {kind} person through and through. {reason}',
  'That one is easy for me: {chosen}. {reason}',
  '{Chosen}, and I will defend that choice. {reason}',
  'Sorry to all the {fans} fans, but {chosen}. {reason}',
  'If I have to choose, {chosen}. {reason}',
  'Put me down for {chosen}. {reason}',
];
const CHOICE_AGAIN = [
  'Still {chosen}, I have not changed my mind.',
  '{Chosen}, same as before. I am nothing if not consistent.',
];
const CHOICE_REASON = [
  'It just suits me better.',
  'I cannot fully explain it, it simply feels more like me.',
  'Ask me again tomorrow and I will still say the same.',
  'Call it a gut feeling.',
  'Some choices you make with your heart.',
];
// Reasons people give for the usual either-ors, by the chosen thing.
const REASON_FOR: Record<string, string[]> = {
  cat: [
    'A cat is independent, and still chooses to curl up next to you.',
    'Cats keep their own counsel, and I respect that.',
    'Nothing beats a purring cat on a rainy afternoon.',
  ],
  dog: [
    'A dog greets you like you have been gone for years, every single time.',
    'Dogs get you out of the house and into the fresh air.',
    'Nobody is as happy to see you as a dog is.',
  ],
  coffee: ['The smell of it alone gets me out of bed.', 'It is my morning ritual.'],
  tea: ['A pot of tea makes everyone slow down and talk.', 'Tea is a hug in a cup.'],
  beach: ['Salt air and the sound of waves fix almost anything.', 'I am happiest near water.'],
  mountain: ['The air up there clears my head like nothing else.', 'I love a view I had to earn.'],
  summer: ['Long light evenings are the best thing in the world.', 'I am a creature of sunshine.'],
  winter: ['Nothing beats a cold walk followed by a warm kitchen.', 'I love a cosy evening in.'],
};

export function choice(s: Scene, options: [string, string]): string[] {
  const [a, b] = options.map(lowerFirst) as [string, string];
  const bare = (o: string) => o.replace(/^(a|an|the)\s+/i, '');
  const fits = (o: string) =>
    bare(o)
      .toLowerCase()
      .split(/\s+/)
      .some((word) => word.length > 2 && s.profile.keywords.includes(singular(word)));
  const pickA =
    fits(a) !== fits(b) ? fits(a) : hashOf(`${s.persona.id}:${bare(a)}|${bare(b)}`) % 2 === 0;
  const [chosen, rejected] = pickA ? [a, b] : [b, a];
  const fans: Vars = /^[a-z]+$/i.test(bare(rejected)) ? { fans: bare(rejected) } : {};
  const vars = { ...s.vars, chosen, Chosen: upperFirst(chosen), rejected, ...fans };
  const asked = new RegExp(`\\b${escape(bare(chosen))}\\b`, 'i');
  if (
    s.memory.ownRecent.some(
      (text) =>
        asked.test(text) && /\b(pick|choose|contest|defend|put me down|if i have to)\b/i.test(text),
    )
  ) {
    return [s.w.line(CHOICE_AGAIN, vars)];
  }
  const key = singular(bare(chosen).toLowerCase().split(/\s+/)[0] ?? '');
  const match = s.profile.interests.find((i) => key.length > 2 && i.toLowerCase().includes(key));
  const reason = match
    ? `I am mad about ${match}, so it was never really a question.`
    : s.w.line(REASON_FOR[key] ?? CHOICE_REASON);
  const kindOf = /^[a-z]+s$/.test(chosen) ? singular(chosen) : '';
  const kind: Vars = kindOf ? { kind: withArticle(kindOf) } : {};
  return [s.w.line(CHOICE, { ...vars, ...kind, reason })];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
