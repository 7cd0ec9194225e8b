/**
 * The content filter over every text of an Angel. An Angel is written once and then speaks
 * in every chat it joins, so more is refused than for a message: anything high or severe (a
 * slur, sexual violence, a threat) is not saved, and the 422 names the field. Lower matches
 * are saved and flagged on the owner's case for an agent to look at.
 */
import { severityRank, MODERATION_ERROR_CODES } from '../contract/constants.ts';
import type { AngelProfile } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { LiveEvents } from '../live/live-events.ts';
import type { Db } from '../db/client.ts';
import { raiseFlag } from '../moderation/cases.ts';
import { checkText, type FilterVerdict } from '../moderation/content-filter.ts';
import { blockedMessage } from '../moderation/filter-categories.ts';

/** What the filter reads of an Angel: the fields a user (or a card) wrote. */
export type AngelTexts = {
  name: string;
  tagline: string;
  occupation: string;
  bio: string;
  greeting: string;
  personality: string[];
  interests: string[];
  profile: Pick<AngelProfile, 'description' | 'card'>;
};

type Field = { field: string; label: string; plural?: boolean; text: string; asName?: boolean };

export type FlaggedField = { field: string; label: string; text: string; verdict: FilterVerdict };

const EXCERPT_MAX = 500;

function fieldsOf(angel: AngelTexts): Field[] {
  const { card, description } = angel.profile;
  const list = (items: string[]) => items.join(', ');
  const fields: Field[] = [
    { field: 'name', label: 'name', text: angel.name, asName: true },
    { field: 'tagline', label: 'tagline', text: angel.tagline },
    { field: 'occupation', label: 'occupation', text: angel.occupation },
    { field: 'bio', label: 'bio', text: angel.bio },
    { field: 'description', label: 'personality description', text: description },
    { field: 'greeting', label: 'greeting', text: angel.greeting },
    { field: 'personality', label: 'personality', text: list(angel.personality) },
    { field: 'interests', label: 'interests', plural: true, text: list(angel.interests) },
    { field: 'scenario', label: 'scenario', text: card.scenario },
    {
      field: 'exampleMessages',
      label: 'example messages',
      plural: true,
      text: card.exampleMessages,
    },
    {
      field: 'alternateGreetings',
      label: 'alternate greetings',
      plural: true,
      text: card.alternateGreetings.join('\n'),
    },
    { field: 'tags', label: 'tags', plural: true, text: list(card.tags) },
    { field: 'creatorNotes', label: "creator's notes", plural: true, text: card.creatorNotes },
    { field: 'creator', label: 'creator', text: card.creator, asName: true },
  ];
  return fields.filter((field) => field.text.trim() !== '');
}

/** Each field's text, by field name: an edit flags only what changed. */
export const fieldTexts = (angel: AngelTexts): Map<string, string> =>
  new Map(fieldsOf(angel).map(({ field, text }) => [field, text]));

const HIGH = severityRank('high');

/**
 * Throws the 422 for the first field with a high or severe match (nothing is saved or
 * charged); returns the fields with lesser matches, to flag once the Angel is saved.
 */
export function checkAngelTexts(angel: AngelTexts): FlaggedField[] {
  const flagged: FlaggedField[] = [];
  for (const { field, label, plural, text, asName } of fieldsOf(angel)) {
    const verdict = checkText(text, { asName });
    if (!verdict.severity || !verdict.category) continue;
    if (severityRank(verdict.severity) >= HIGH) {
      const lead = `The ${label} ${plural ? 'were' : 'was'} not saved`;
      throw new HttpError(422, {
        code: MODERATION_ERROR_CODES.contentBlocked,
        message: blockedMessage(verdict.category, lead),
        meta: { field, category: verdict.category },
      });
    }
    flagged.push({ field, label, text, verdict });
  }
  return flagged;
}

/** One flag per matched field on the owner's case outside chats ("Angel bio: …"). */
export async function flagAngelTexts(
  { db, live }: { db: Db; live: LiveEvents },
  userId: string,
  flagged: FlaggedField[],
): Promise<void> {
  for (const { label, text, verdict } of flagged) {
    if (!verdict.severity) continue;
    const lead = `Angel ${label}: `;
    const excerpt = `${lead}${text}`.slice(0, EXCERPT_MAX);
    await raiseFlag(db, live, {
      source: 'filter',
      subject: 'angel',
      chatId: null,
      userId,
      excerpt,
      // The spans are of the field's text; shift them past the lead, keep those in the excerpt.
      spans: verdict.spans
        .map((span) => ({ ...span, start: span.start + lead.length, end: span.end + lead.length }))
        .filter((span) => span.end <= excerpt.length),
      severity: verdict.severity,
    });
  }
}
