/**
 * A card's own system prompt (`data.system_prompt`, kept in profile.cardExtra): the one card
 * text the model reads as an instruction on every reply (server/chats/persona.ts). It keeps
 * to the limit of Angels' other texts and goes through the content filter like them: a high or
 * severe match refuses the import (422 naming the field), a lower one is flagged once saved.
 * The app's rules follow it in the model's prompt (server/engines/reply/persona-prompt.ts).
 */
import type { FlaggedField } from '../angels/text-filter.ts';
import { ANGEL_TEXT_MAX, MODERATION_ERROR_CODES, severityRank } from '../contract/constants.ts';
import { HttpError } from '../http/errors.ts';
import { checkText } from '../moderation/content-filter.ts';
import { blockedMessage } from '../moderation/filter-categories.ts';
import { cardInvalid } from './card-error.ts';
import { isObject } from './parse-card.ts';

const FIELD = 'systemPrompt';
const LABEL = 'system prompt';

/** The card's system prompt ('' when it has none); refuses one that is not text or too long. */
export function systemPromptOf(extra: Record<string, unknown>): string {
  const prompt = isObject(extra.data) ? extra.data.system_prompt : undefined;
  if (prompt === undefined || prompt === null) return '';
  if (typeof prompt !== 'string') throw cardInvalid(`The card's ${LABEL} must be text.`);
  if (prompt.length > ANGEL_TEXT_MAX) {
    const count = (n: number) => n.toLocaleString('en-US');
    throw cardInvalid(
      `The card's ${LABEL} has ${count(prompt.length)} characters; Angels keeps at most ${count(ANGEL_TEXT_MAX)}.`,
    );
  }
  return prompt;
}

/**
 * Throws the 422 for a high or severe match (before anything is saved or charged); returns
 * a lesser match to flag with the Angel's other texts (flagAngelTexts) once it is saved.
 */
export function filterSystemPrompt(extra: Record<string, unknown>): FlaggedField[] {
  const text = systemPromptOf(extra);
  if (!text.trim()) return [];
  const verdict = checkText(text);
  if (!verdict.severity || !verdict.category) return [];
  if (severityRank(verdict.severity) >= severityRank('high')) {
    throw new HttpError(422, {
      code: MODERATION_ERROR_CODES.contentBlocked,
      message: blockedMessage(verdict.category, `The ${LABEL} was not saved`),
      meta: { field: FIELD, category: verdict.category },
    });
  }
  return [{ field: FIELD, label: LABEL, text, verdict }];
}
