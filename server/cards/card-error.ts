import { ANGEL_ERROR_CODES } from '../contract/constants.ts';
import { HttpError } from '../http/errors.ts';

/** 400 CARD_INVALID: the file is not a character card Angels can read; `reason` says why. */
export const cardInvalid = (reason: string) =>
  new HttpError(400, { code: ANGEL_ERROR_CODES.cardInvalid, message: reason });
