import type { AngelDraft } from '../contract/angels.ts';
import {
  choiceLabel,
  INTERESTS,
  portraitFromChoices,
  taglineFor,
  TRAITS,
} from '../contract/angel-looks.ts';
import type { AngelProfile } from '../db/schema.ts';
import type { NewAngel } from './create-angel.ts';
import { EMPTY_CARD } from './present.ts';

/**
 * The Angel the creator's draft describes: the server computes the tagline, the portrait and
 * the labels, so what is stored never depends on the browser. An edited imported Angel keeps
 * its card's fields and everything else its card carried.
 */
export function angelFromDraft(
  draft: AngelDraft,
  source: NewAngel['source'] = 'created',
  kept: Pick<AngelProfile, 'card' | 'cardExtra'> = { card: EMPTY_CARD, cardExtra: {} },
): NewAngel {
  const { choices, texts, seed } = draft;
  return {
    name: choices.name,
    gender: choices.gender,
    age: choices.age,
    ethnicity: choices.ethnicity,
    tagline: taglineFor(choices),
    occupation: texts.occupation,
    bio: texts.bio,
    personality: choices.traits.map((value) => choiceLabel(TRAITS, value)),
    interests: choices.interests.map((value) => choiceLabel(INTERESTS, value)),
    greeting: texts.greeting,
    portrait: portraitFromChoices(choices, seed),
    source,
    profile: {
      description: texts.description,
      relationship: choices.relationship,
      tone: choices.tone,
      card: kept.card,
      draft,
      cardExtra: kept.cardExtra,
    },
  };
}
