import { userPortraitUrl } from '../contract/portraits.ts';
import type { PortraitChoice } from '../contract/users.ts';
import { portraitFor } from '../db/seed/portrait.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import type { PortraitOptions } from '../engines/image/portrait-options.ts';

/**
 * The fixed portraits a user may pick for a personal avatar (welcome modal). Keys are stored
 * on the user, so they must never be renamed; the drawing may change (the URL's ?v= follows).
 */
export const PORTRAIT_CHOICES: ReadonlyMap<string, PortraitOptions> = new Map([
  ['ember', { ...portraitFor(101, 'FEMALE', 'LATINA', 27), seed: 'portrait-ember' }],
  ['harbor', { ...portraitFor(102, 'MALE', 'CAUCASIAN', 31), seed: 'portrait-harbor' }],
  ['lotus', { ...portraitFor(103, 'FEMALE', 'ASIAN', 24), seed: 'portrait-lotus' }],
  ['cedar', { ...portraitFor(104, 'MALE', 'BLACK', 35), seed: 'portrait-cedar' }],
  ['saffron', { ...portraitFor(105, 'FEMALE', 'SOUTH_ASIAN', 29), seed: 'portrait-saffron' }],
  ['atlas', { ...portraitFor(106, 'MALE', 'MIDDLE_EASTERN', 40), seed: 'portrait-atlas' }],
  ['willow', { ...portraitFor(107, 'FEMALE', 'MIXED', 33), seed: 'portrait-willow' }],
  ['quill', { ...portraitFor(108, 'MALE', 'ASIAN', 26), seed: 'portrait-quill' }],
]);

export function portraitUrl(key: string, images: ImageEngine): string | null {
  const options = PORTRAIT_CHOICES.get(key);
  return options ? userPortraitUrl(key, images.versionFor(options)) : null;
}

export function portraitChoices(images: ImageEngine): PortraitChoice[] {
  return [...PORTRAIT_CHOICES.keys()].map((key) => ({
    key,
    imageUrl: portraitUrl(key, images) ?? '',
  }));
}
