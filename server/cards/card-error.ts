import { ANGEL_ERROR_CODES } from '../contract/constants.ts';
import type { ApiError } from '../contract/errors.ts';
import { HttpError } from '../http/errors.ts';

/**
 * 400 CARD_INVALID: the file is not a character card Angels can read; `reason` says why.
 * `issues` keep the field paths when the refusal comes from the request's schema.
 */
export const cardInvalid = (reason: string, issues?: ApiError['issues']) =>
  new HttpError(400, {
    code: ANGEL_ERROR_CODES.cardInvalid,
    message: reason,
    ...(issues ? { issues } : {}),
  });
