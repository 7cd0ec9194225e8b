/**
 * The uploaded file (base64 in the JSON body) → the card's JSON value and, for a PNG card,
 * the picture. Every way a file can be wrong ends in 400 CARD_INVALID with a reason a person
 * understands, or 413 when it is too large. The reading (decoding, PNG chunks, the picture's
 * check, JSON) runs in a worker (card-jobs.ts), and so does parsing the request body that
 * carries it (the endpoints' parseBody), where checkUploadSize refuses an oversize file first.
 */
import { CARD_FILE_MAX_BYTES } from '../contract/constants.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import type { InvalidRequest } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { KB } from '../http/request-rules.ts';
import { checkPicture, PictureRefused } from '../images/picture-check.ts';
import { cardInvalid } from './card-error.ts';
import { isPng, readCardText, withoutCard } from './png-card.ts';

export type CardFile = { json: unknown; picture?: Buffer };

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/**
 * Room for the file in base64 up to twice the card limit: a file a little too large still
 * reaches the handler, whose 413 says how large it is and what the limit is.
 */
export const IMPORT_BODY_LIMIT = Math.ceil((2 * CARD_FILE_MAX_BYTES * 4) / 3) + 4 * KB;

/** Base64 that fails the schema is a file that cannot be read: CARD_INVALID like the rest. */
export const unreadable: InvalidRequest = (error) =>
  error.body.issues?.some((issue) => issue.path === 'contentBase64')
    ? cardInvalid('The file could not be read: its content is not valid base64.', error.body.issues)
    : error;

export function cardTooLarge(bytes: number): HttpError {
  return new HttpError(413, {
    code: ERROR_CODES.payloadTooLarge,
    message: `The card file is ${megabytes(bytes)}; cards up to ${megabytes(CARD_FILE_MAX_BYTES)} can be imported.`,
  });
}

/** Decoded size from the base64 length alone: an oversize file is refused before decoding. */
const decodedSize = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** The size checks, from the base64 text's length alone: cheap, before any decoding. */
export function checkUploadSize(contentBase64: string): void {
  if (contentBase64.length % 4 !== 0) {
    throw cardInvalid('The file could not be read: its content is not valid base64.');
  }
  const size = decodedSize(contentBase64);
  if (size > CARD_FILE_MAX_BYTES) throw cardTooLarge(size);
  if (size === 0) throw cardInvalid('The file is empty.');
}

export function decodeUpload(contentBase64: string): Buffer {
  checkUploadSize(contentBase64);
  return Buffer.from(contentBase64, 'base64');
}

/** The picture of a PNG card, checked before it can become a portrait (picture-check.ts). */
function cardPicture(png: Buffer): Buffer {
  const picture = withoutCard(png);
  try {
    checkPicture(picture);
  } catch (error) {
    if (error instanceof PictureRefused) throw cardInvalid(`The card's picture ${error.message}.`);
    throw error;
  }
  return picture;
}

const looksLike = {
  jpeg: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  webp: (b: Buffer) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    // An engine that parses recursively runs out of stack on a file of brackets.
    if (error instanceof RangeError) throw cardInvalid('The card is nested too deeply.');
    const detail = error instanceof Error ? ` (${error.message})` : '';
    throw cardInvalid(`${where} is not valid JSON${detail}.`);
  }
}

export function readCardFile(bytes: Buffer, fileName: string): CardFile {
  if (isPng(bytes)) {
    const json = parseJson(readCardText(bytes), 'The card inside this PNG');
    return { json, picture: cardPicture(bytes) };
  }
  for (const [kind, test] of Object.entries(looksLike)) {
    if (test(bytes)) {
      throw cardInvalid(
        `This is a ${kind.toUpperCase()} image; character cards are PNG images or JSON files.`,
      );
    }
  }
  if (/\.png$/i.test(fileName)) {
    throw cardInvalid('The file is named .png but is not a PNG image.');
  }
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD') || /\0/.test(text)) {
    throw cardInvalid('The file is neither a PNG card nor a JSON text file.');
  }
  return { json: parseJson(text, 'The file') };
}
