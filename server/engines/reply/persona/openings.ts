import type { ReplyPersona } from '../reply-engine.ts';
import { withNames } from './card-names.ts';
import { profileOf } from './profile.ts';
import { tidy, upperFirst, withArticle } from './text-tools.ts';
import { fill } from './writer.ts';

// Short hellos for a new group, one template per seat so no two members sound alike.
const HELLOS = [
  'Hi everyone! {first} here. {Job} by day, {interest} whenever I can.',
  'Hello! I am {first}. Ask me anything about {interest}, I dare you.',
  'Hey, it is {first}! So glad to be in this chat with {other}.',
  'Hi, {first} here, {occupation}. What shall we talk about first?',
  'Oh, a group! Lovely. I am {first}, and I bring stories about {interest}.',
  'Hello, hello. {first} here: {occupation} with a soft spot for {interest}.',
];

/**
 * The first messages of a new chat, written when it is created (they cost nothing): a
 * one-to-one chat opens with the Angel's own greeting, a group with a short hello from each
 * member, in seating order.
 */
export function openingLines(personas: readonly ReplyPersona[]): string[] {
  if (personas.length === 1) {
    const persona = personas[0] && withNames(personas[0], null);
    return [persona?.greeting || `Hi, I am ${persona?.name}!`];
  }
  return personas.map((persona, seat) => {
    const profile = profileOf(persona);
    const next = personas[(seat + 1) % personas.length];
    return tidy(
      fill(HELLOS[seat % HELLOS.length] ?? '', {
        first: profile.firstName,
        Job: upperFirst(profile.occupation),
        occupation: withArticle(profile.occupation),
        interest: profile.interests[0] ?? 'life',
        other: next?.name.split(' ')[0] ?? 'you all',
      }),
    );
  });
}
