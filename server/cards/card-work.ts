/**
 * The card jobs as the routes call them: through the app's worker pool (server/workers), with
 * the pool's limits turned into answers. A file that needs more than a job's time or memory is
 * refused as a card that cannot be read (400); an export that does is our failure (503).
 */
import { ERROR_CODES } from '../contract/errors.ts';
import { HttpError } from '../http/errors.ts';
import type { AppPool } from '../workers/app-pool.ts';
import { JobLimitError } from '../workers/pool.ts';
import { cardInvalid } from './card-error.ts';
import type { ReadCardInput, UploadBody } from './card-jobs.ts';
import type { CardPngWork } from './card-png.ts';
import type { CardAngel } from './card-to-angel.ts';

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const tryAgain = () =>
  new HttpError(
    503,
    { code: ERROR_CODES.timeout, message: 'Writing the card file failed; please try again.' },
    { 'Retry-After': '2' },
  );

/** The uploaded card → the Angel it makes, read in a worker. `owner`: the uploading account. */
export async function readCardInWorker(
  pool: AppPool,
  input: ReadCardInput,
  owner: string,
): Promise<CardAngel> {
  let card: CardAngel;
  try {
    card = await pool.run('readCard', input, owner);
  } catch (error) {
    if (error instanceof JobLimitError && error.limit !== 'crash') {
      throw cardInvalid(`This file cannot be read within the server's limits: ${error.message}`);
    }
    if (error instanceof JobLimitError) throw tryAgain();
    throw error;
  }
  const { image } = card;
  return image ? { ...card, image: { ...image, bytes: asBuffer(image.bytes) } } : card;
}

/**
 * An upload's body, parsed and validated in a worker (its endpoint's `parseBody`): a file that
 * needs more than a job's limits is a card that cannot be read, as in readCardInWorker.
 */
export async function readUploadBody(
  pool: AppPool,
  body: UploadBody,
  bytes: Uint8Array,
  owner: string | undefined,
): Promise<unknown> {
  try {
    return await pool.run('readUploadBody', { body, bytes }, owner);
  } catch (error) {
    if (error instanceof JobLimitError && error.limit !== 'crash') {
      throw cardInvalid(`This file cannot be read within the server's limits: ${error.message}`);
    }
    if (error instanceof JobLimitError) throw tryAgain();
    throw error;
  }
}

/** card.png's drawing and writing, in workers, counted to the Angel's owner. */
export function cardPngWork(pool: AppPool): CardPngWork {
  const run = async (work: () => Promise<Uint8Array>) => {
    try {
      return asBuffer(await work());
    } catch (error) {
      if (error instanceof JobLimitError) throw tryAgain();
      throw error;
    }
  };
  return {
    rasterise: (svg, width, owner) => run(() => pool.run('rasterise', { svg, width }, owner)),
    withCard: (png, cards, owner) => run(() => pool.run('withCard', { png, cards }, owner)),
  };
}
