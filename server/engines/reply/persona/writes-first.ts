import type { RecalledFact, ReplyRequest } from '../reply-engine.ts';
import { lowerFirst, swapPerson } from './text-tools.ts';

/**
 * The built-in engine's message when the Angel writes first (server/proactive): no message to
 * answer, so it reaches out about what it remembers of the user ("You told me you have a job
 * interview on Friday: how did it go?"), a fact about a plan or an event first, a named one
 * ("How is Biscuit doing?") next; with nothing remembered, it asks about their day.
 */
const EVENT =
  /\b(interview|exam|test|trip|appointment|date|meeting|match|concert|party|wedding|moving|flight|presentation|deadline|doctor|dentist|tomorrow|tonight|weekend|next week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
const NAMED = /^my ([\w ]+?) is called (\S+)$/i;

const HELLO = {
  morning: ['Good morning', 'Morning'],
  afternoon: ['Hey', 'Hi'],
  evening: ['Good evening', 'Hey'],
  night: ['Hey', 'Hi'],
} as const;
const ABOUT_EVENT = [
  'I was just thinking about you. You told me {said}: how did it go?',
  'I keep wondering about something: you said {said}. How did that go?',
];
const ABOUT_FACT = [
  'Something made me think of you: you told me {said}. How is that going?',
  'I was thinking about what you told me, that {said}. How are things?',
];
const ABOUT_NAMED = ['How is {name} doing, your {relation}? I was thinking of you both.'];
const NOTHING = [
  'I was thinking about you. How has your day been?',
  'I was wondering how you are doing today. Tell me everything!',
];

const said = (fact: RecalledFact) => lowerFirst(swapPerson(fact.text.replace(/[.!]+$/, '')));

export function writeFirstMessage(request: ReplyRequest, random: () => number): string {
  const pick = <T>(bank: readonly T[]): T => bank[Math.floor(random() * bank.length)] ?? bank[0]!;
  const note = request.writesFirst;
  const name = request.user?.name.trim();
  const hello = `${pick(HELLO[note?.partOfDay ?? 'afternoon'])}${name ? `, ${name}` : ''}!`;
  const facts = request.memory?.facts ?? [];
  const event = facts.find((fact) => EVENT.test(fact.text));
  const named = facts.map((fact) => NAMED.exec(fact.text)).find((match) => match !== null);
  let line: string;
  if (event) line = pick(ABOUT_EVENT).replace('{said}', said(event));
  else if (named?.[1] && named[2]) {
    line = pick(ABOUT_NAMED)
      .replace('{name}', named[2])
      .replace('{relation}', named[1].toLowerCase());
  } else if (facts[0]) line = pick(ABOUT_FACT).replace('{said}', said(facts[0]));
  else line = pick(NOTHING);
  return `${hello} ${line}`;
}
