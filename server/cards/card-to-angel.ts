/**
 * A character card → a new private Angel. The mapping (both ways; export in card-export.ts):
 *
 *   card (V3 `data`, V2 `data`, V1 root)   Angel
 *   name                                  name
 *   description                           bio
 *   personality                           profile.description (the personality description)
 *   scenario                              profile.card.scenario
 *   first_mes                             greeting
 *   alternate_greetings                   profile.card.alternateGreetings
 *   mes_example                           profile.card.exampleMessages
 *   tags, creator_notes, creator          profile.card.tags, .creatorNotes, .creator
 *   extensions.angels                     gender, age, ethnicity, occupation, tagline, traits,
 *                                         interests, relationship, tone, the draft (choices and
 *                                         seed) and the portrait (see angels-extension.ts)
 *   everything else                       profile.cardExtra ({data, root}): unknown fields,
 *                                         other extensions, character_book (null too),
 *                                         system_prompt, post_history_instructions, assets…
 *
 * A card without Angels' extension gets its gender, traits and interests inferred and its
 * age read from its texts (infer.ts; the importer gives one the card does not state),
 * ethnicity MIXED, and a portrait drawn from a seed of its name unless it is a PNG, whose
 * picture becomes the portrait. Texts are kept exactly as written: HTML in a card
 * stays text (the app never renders Angels' texts as HTML). Texts over Angels' limits are
 * refused, naming the field and the limit, the card's system prompt included (card-prompt.ts).
 */
import type { AngelImage, NewAngel } from '../angels/create-angel.ts';
import {
  INTERESTS,
  TRAITS,
  choiceLabel,
  defaultChoices,
  portraitFromChoices,
  type AngelChoices,
} from '../contract/angel-looks.ts';
import { proposeText } from '../contract/angel-writer.ts';
import { angelDraftSchema, type AngelDraft } from '../contract/angels.ts';
import {
  ANGEL_GREETINGS_MAX,
  ANGEL_NAME_MAX,
  ANGEL_TAG_MAX,
  ANGEL_TAGS_MAX,
  ANGEL_TEXT_MAX,
} from '../contract/constants.ts';
import { nameText } from '../contract/text.ts';
import { cardInvalid } from './card-error.ts';
import { systemPromptOf } from './card-prompt.ts';
import { readExtension, type AngelsExtension } from './angels-extension.ts';
import {
  DEFAULT_CARD_AGE,
  inferGender,
  inferInterests,
  inferTraits,
  lookFor,
  seedOfName,
  statedAge,
} from './infer.ts';
import type { CardFields, ParsedCard } from './parse-card.ts';

const TEXT_LIMITS: [keyof CardFields, string][] = [
  ['description', 'description (the bio)'],
  ['personality', 'personality'],
  ['scenario', 'scenario'],
  ['first_mes', 'first message (the greeting)'],
  ['mes_example', 'example messages'],
  ['creator_notes', "creator's notes"],
];

const thousands = (n: number) => n.toLocaleString('en-US');

function checkLimits(fields: CardFields): string {
  const name = nameText("The card's name", ANGEL_NAME_MAX).safeParse(fields.name);
  if (!name.success) throw cardInvalid(name.error.issues[0]?.message ?? 'The card has no name.');
  for (const [key, label] of TEXT_LIMITS) {
    const length = (fields[key] as string).length;
    if (length > ANGEL_TEXT_MAX) {
      throw cardInvalid(
        `The card's ${label} has ${thousands(length)} characters; Angels keeps at most ${thousands(ANGEL_TEXT_MAX)}.`,
      );
    }
  }
  if (fields.creator.length > ANGEL_NAME_MAX * 2) {
    throw cardInvalid(`The card's creator is longer than ${ANGEL_NAME_MAX * 2} characters.`);
  }
  const greetings = fields.alternate_greetings;
  if (greetings.length > ANGEL_GREETINGS_MAX) {
    throw cardInvalid(
      `The card has ${greetings.length} alternate greetings; Angels keeps at most ${ANGEL_GREETINGS_MAX}.`,
    );
  }
  if (greetings.some((greeting) => greeting.length > ANGEL_TEXT_MAX)) {
    throw cardInvalid(
      `An alternate greeting of the card is longer than ${thousands(ANGEL_TEXT_MAX)} characters.`,
    );
  }
  if (fields.tags.length > ANGEL_TAGS_MAX) {
    throw cardInvalid(
      `The card has ${fields.tags.length} tags; Angels keeps at most ${ANGEL_TAGS_MAX}.`,
    );
  }
  const long = fields.tags.find((tag) => tag.length > ANGEL_TAG_MAX);
  if (long !== undefined) {
    throw cardInvalid(
      `The card's tag "${long.slice(0, 20)}…" is longer than ${ANGEL_TAG_MAX} characters.`,
    );
  }
  return name.data;
}

/** Choices and look of a card without Angels' extension. */
function inferredChoices(
  fields: CardFields,
  name: string,
  seed: string,
  age: number,
): AngelChoices {
  const text = `${fields.description}\n${fields.personality}`;
  const gender = inferGender(text);
  return {
    ...defaultChoices(),
    gender,
    age,
    ethnicity: 'MIXED',
    look: lookFor(gender, age, seed),
    traits: inferTraits(text),
    interests: inferInterests(text),
    name,
  };
}

const labels = (list: typeof TRAITS, values: string[]) =>
  values.map((value) => choiceLabel(list, value));

export type CardAngel = {
  angel: NewAngel;
  image?: AngelImage;
  /** False when the card says nothing of the age: 25 stands in until the importer picks one. */
  ageStated: boolean;
};

export function angelFromCard(card: ParsedCard, picture: Buffer | undefined): CardAngel {
  const { fields } = card;
  const name = checkLimits(fields);
  systemPromptOf(card.extra);
  const own: AngelsExtension | null = readExtension(card.angels);
  const seed = own?.draft.seed ?? seedOfName(name);
  const text = `${fields.description}\n${fields.personality}\n${fields.scenario}`;
  const age = own ? own.draft.choices.age : statedAge(text);
  const choices = own
    ? { ...own.draft.choices, name }
    : inferredChoices(fields, name, seed, age ?? DEFAULT_CARD_AGE);
  const occupation = own?.draft.texts.occupation ?? '';
  const draft: AngelDraft = {
    choices,
    texts: {
      occupation,
      // Angels needs a bio and a greeting; a card without them gets the built-in writer's.
      bio: fields.description.trim() ? fields.description : proposeText('bio', choices, seed),
      description: fields.personality,
      greeting: fields.first_mes.trim() ? fields.first_mes : proposeText('greeting', choices, seed),
    },
    seed,
  };
  const checked = angelDraftSchema.safeParse(draft);
  if (!checked.success)
    throw cardInvalid(`The card's Angels data is not valid: ${checked.error.issues[0]?.message}.`);
  const tagline =
    own?.tagline ??
    (fields.tags.length ? fields.tags.slice(0, 3).join(' · ') : 'From a character card');
  const angel: NewAngel = {
    name,
    gender: choices.gender,
    age: choices.age,
    ethnicity: choices.ethnicity,
    tagline: tagline.slice(0, 200),
    occupation,
    bio: draft.texts.bio,
    personality: own?.personality ?? labels(TRAITS, choices.traits),
    interests: own?.interests ?? labels(INTERESTS, choices.interests),
    greeting: draft.texts.greeting,
    portrait: portraitFromChoices(choices, seed),
    source: 'imported',
    profile: {
      description: fields.personality,
      relationship: own ? own.relationship : null,
      tone: own ? own.tone : null,
      card: {
        scenario: fields.scenario,
        exampleMessages: fields.mes_example,
        alternateGreetings: fields.alternate_greetings,
        tags: fields.tags,
        creatorNotes: fields.creator_notes,
        creator: fields.creator,
      },
      draft: checked.data,
      cardExtra: card.extra,
    },
  };
  // Angels' own export carries only the drawn portrait: drawing it again gives the same image.
  const keep = picture && own?.picture !== 'drawn';
  const ageStated = age !== undefined;
  return keep
    ? { angel, image: { contentType: 'image/png', bytes: picture }, ageStated }
    : { angel, ageStated };
}
