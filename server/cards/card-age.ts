/**
 * A card that states no age is not given one silently: the importer chooses it (the preview
 * asks, POST /api/my-angels/import sends it as `age`), and the look drawn for the stand-in
 * age is drawn again for the chosen one. A card that states its age keeps it.
 */
import { portraitFromChoices } from '../contract/angel-looks.ts';
import { MAX_AGE, MIN_AGE } from '../contract/constants.ts';
import { cardInvalid } from './card-error.ts';
import type { CardAngel } from './card-to-angel.ts';
import { lookFor } from './infer.ts';

export const AGE_NEEDED = `This card does not say how old the character is. Choose an age from ${MIN_AGE} to ${MAX_AGE} to import it.`;

export function withChosenAge(card: CardAngel, age: number | undefined): CardAngel {
  if (card.ageStated) return card;
  if (age === undefined) throw cardInvalid(AGE_NEEDED, [{ path: 'age', message: AGE_NEEDED }]);
  const { angel } = card;
  const { draft } = angel.profile;
  const choices = { ...draft.choices, age, look: lookFor(angel.gender, age, draft.seed) };
  return {
    ...card,
    ageStated: true,
    angel: {
      ...angel,
      age,
      portrait: portraitFromChoices(choices, draft.seed),
      profile: { ...angel.profile, draft: { ...draft, choices } },
    },
  };
}
