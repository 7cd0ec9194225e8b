import { userPortraitUrl } from '../contract/portraits.ts';
import type { PortraitChoice } from '../contract/users.ts';
import { portraitFor } from '../db/seed/portrait.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import type { PortraitOptions } from '../engines/image/portrait-options.ts';
import { portraitLabel } from './portrait-label.ts';

/**
 * The fixed portraits a user may pick for a personal avatar (welcome modal). Keys are stored
 * on the user, so they must never be renamed; the drawing may change (the URL's ?v= follows).
 */
const STOCK_PORTRAITS = [
  ['ember', 'woman', portraitFor(101, 'FEMALE', 'LATINA', 27)],
  ['harbor', 'man', portraitFor(102, 'MALE', 'CAUCASIAN', 31)],
  ['lotus', 'woman', portraitFor(103, 'FEMALE', 'ASIAN', 24)],
  ['cedar', 'man', portraitFor(104, 'MALE', 'BLACK', 35)],
  ['saffron', 'woman', portraitFor(105, 'FEMALE', 'SOUTH_ASIAN', 29)],
  ['atlas', 'man', portraitFor(106, 'MALE', 'MIDDLE_EASTERN', 40)],
  ['willow', 'woman', portraitFor(107, 'FEMALE', 'MIXED', 33)],
  ['quill', 'man', portraitFor(108, 'MALE', 'ASIAN', 26)],
] as const;

export const PORTRAIT_CHOICES: ReadonlyMap<string, PortraitOptions> = new Map(
  STOCK_PORTRAITS.map(([key, , drawing]) => [key, { ...drawing, seed: `portrait-${key}` }]),
);

/** Each portrait in words, for the picker's tiles (their accessible names). */
const PORTRAIT_LABELS: ReadonlyMap<string, string> = new Map(
  STOCK_PORTRAITS.map(([key, person]) => [
    key,
    portraitLabel(key.charAt(0).toUpperCase() + key.slice(1), person, PORTRAIT_CHOICES.get(key)!),
  ]),
);

export function portraitUrl(key: string, images: ImageEngine): string | null {
  const options = PORTRAIT_CHOICES.get(key);
  return options ? userPortraitUrl(key, images.versionFor(options)) : null;
}

export function portraitChoices(images: ImageEngine): PortraitChoice[] {
  return [...PORTRAIT_CHOICES.keys()].map((key) => ({
    key,
    imageUrl: portraitUrl(key, images) ?? '',
    label: PORTRAIT_LABELS.get(key)!,
  }));
}
