import type { ReplyPersona } from '../reply-engine.ts';
import { fillNames } from '../persona-prompt.ts';

/**
 * The persona with a character card's {{char}} and {{user}} written out, so the built-in
 * engine never says them aloud. Catalogue personas have none and come back unchanged.
 */
export function withNames(persona: ReplyPersona, user: string | null): ReplyPersona {
  const fill = (text: string) => fillNames(text, persona.name, user ?? 'you');
  const fillOptional = (text: string | undefined) => (text === undefined ? text : fill(text));
  return {
    ...persona,
    bio: fill(persona.bio),
    greeting: fill(persona.greeting),
    description: fillOptional(persona.description),
    scenario: fillOptional(persona.scenario),
  };
}
