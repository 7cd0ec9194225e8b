import type { RecalledFact } from '../reply-engine.ts';
import type { Scene } from './scene.ts';
import { lowerFirst, singular, swapPerson } from './text-tools.ts';

/**
 * What the Angel remembers about the user from earlier chats (server/memory recalls the
 * facts, first person: "My dog is called Biscuit"), brought into a reply: a fact that shares
 * a word with the message ("How is Biscuit doing?", "You said your sister lives in Leeds"),
 * every recalled fact's best one when the user asks "do you remember…", a named one on a
 * greeting. One line at most, and not one the Angel just said.
 */
const STOP = new Set(
  'the and you your are was were what how why who when where this that with have has had did does doing for from about just really some very much like know think tell remember still any all not but can could would will been being there their they them then than into out yes yeah okay well'.split(
    ' ',
  ),
);
const NAMED = /^my ([\w ]+?) is called (\S+)$/i;

const words = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}']{3,}/gu) ?? [])
      .map((w) => singular(w.replace(/'s$/, '')))
      .filter((w) => !STOP.has(w)),
  );

const RELEVANT = ['You told me {said}, I remember.', 'I remember you said {said}.'];
const ASKED = ['I also remember that {said}.', 'And I have not forgotten that {said}.'];
const NAMED_ASK = ['How is {name} doing, by the way?', 'And how is {name}, your {relation}?'];

/** The answer's parts with a remembered line before its closing question (or at the end). */
export function remembering(
  s: Scene,
  facts: RecalledFact[] | undefined,
  parts: string[],
): string[] {
  const line = recalledLine(s, facts ?? []);
  if (!line) return parts;
  const at =
    parts.at(-1)?.trim().endsWith('?') && parts.length > 1 ? parts.length - 1 : parts.length;
  return [...parts.slice(0, at), line, ...parts.slice(at)];
}

function recalledLine(s: Scene, facts: RecalledFact[]): string | null {
  const { message, intents, ownRecent } = s.memory;
  if (!message || !facts.length) return null;
  const recent = ownRecent.join(' ').toLowerCase();
  const fresh = facts.filter((f) => {
    const named = NAMED.exec(f.text);
    return !recent.includes((named?.[2] ?? said(f)).toLowerCase());
  });
  const asked = words(message);
  const scored = fresh
    .map((fact) => ({ fact, score: [...words(fact.text)].filter((w) => asked.has(w)).length }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
  const relevant = scored[0]?.fact;
  const main = intents[0]?.kind;
  if (relevant) return about(s, relevant, RELEVANT);
  if (intents.some((i) => i.kind === 'recall') && fresh[0]) return about(s, fresh[0], ASKED);
  const named = fresh.find((f) => NAMED.test(f.text));
  if (named && (main === 'greeting' || main === 'howAreYou')) return about(s, named, RELEVANT);
  return null;
}

function about(s: Scene, fact: RecalledFact, bank: string[]): string {
  const named = NAMED.exec(fact.text);
  if (named?.[1] && named[2]) {
    return s.w.line(NAMED_ASK, { ...s.vars, name: named[2], relation: named[1].toLowerCase() });
  }
  return s.w.line(bank, { ...s.vars, said: said(fact) });
}

/** "My sister lives in Leeds" → "your sister lives in Leeds". */
const said = (fact: RecalledFact) => lowerFirst(swapPerson(fact.text.replace(/[.!]+$/, '')));
