/**
 * The costly parts of importing and exporting cards, as worker jobs (server/workers/jobs.ts):
 * reading an uploaded file into a new Angel, drawing a portrait as PNG, and writing a card's
 * chunks into a PNG. Inputs and outputs cross threads by structured clone, so a Buffer comes
 * back as a plain Uint8Array (card-work.ts turns it back).
 */
import { cardPreviewBodySchema, importCardBodySchema } from '../contract/angels.ts';
import { catalogueImportBodySchema } from '../contract/catalogue.ts';
import { parseJsonBody } from '../http/json-body.ts';
import type { ExportedCards } from './card-export.ts';
import { angelFromCard, type CardAngel } from './card-to-angel.ts';
import { parseCard } from './parse-card.ts';
import { withCard } from './png-card.ts';
import { rasterise } from './rasterise.ts';
import { checkUploadSize, decodeUpload, readCardFile } from './read-card.ts';

export type ReadCardInput = { contentBase64: string; fileName: string };

/** The request bodies that carry a card file, by endpoint: parsed here, never on the loop. */
const UPLOAD_BODIES = {
  importCard: importCardBodySchema,
  cardPreview: cardPreviewBodySchema,
  catalogueImport: catalogueImportBodySchema,
};
export type UploadBody = keyof typeof UPLOAD_BODIES;

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const cardJobs = {
  /**
   * An upload's JSON body (megabytes: the file in base64) → its validated fields, or 400; a
   * file over the limit is refused by its size here (413), before anything decodes it.
   */
  readUploadBody: ({ body, bytes }: { body: UploadBody; bytes: Uint8Array }) => {
    const fields = parseJsonBody(bytes, UPLOAD_BODIES[body]);
    checkUploadSize(fields.contentBase64);
    return fields;
  },
  /** The uploaded file → the Angel it makes (400 CARD_INVALID / 413 for a bad file). */
  readCard: ({ contentBase64, fileName }: ReadCardInput): CardAngel => {
    const file = readCardFile(decodeUpload(contentBase64), fileName);
    return angelFromCard(parseCard(file.json), file.picture);
  },
  rasterise: ({ svg, width }: { svg: string; width: number }): Uint8Array => rasterise(svg, width),
  withCard: ({ png, cards }: { png: Uint8Array; cards: ExportedCards }): Uint8Array =>
    withCard(asBuffer(png), cards),
};
