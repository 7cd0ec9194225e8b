/**
 * What a stock portrait shows, in words: the accessible name of its tile in the portrait picker
 * (welcome dialog, personal details), so choosing one does not need sight. Read from the drawing's
 * own options, so a redrawn portrait is described as it now looks.
 */
import type { PortraitOptions } from '../contract/portrait-options.ts';

/** Every hair style the stock portraits use (server/db/seed/portrait.ts), as words; {c} is the colour. */
const HAIR_STYLES: Record<string, string> = {
  bob: 'a {c}bob',
  bun: '{c}hair in a bun',
  curly: 'curly {c}hair',
  curvy: 'long wavy {c}hair',
  bigHair: 'big voluminous {c}hair',
  longButNotTooLong: 'shoulder-length {c}hair',
  miaWallace: 'a {c}bob with a fringe',
  straight01: 'long straight {c}hair',
  straight02: 'long straight {c}hair',
  straightAndStrand: 'long straight {c}hair',
  frida: '{c}braids with flowers',
  fro: 'an {c}afro',
  froBand: 'an {c}afro and a headband',
  shortFlat: 'short {c}hair',
  shortRound: 'short rounded {c}hair',
  shortWaved: 'short wavy {c}hair',
  shortCurly: 'short curly {c}hair',
  theCaesar: 'close-cropped {c}hair',
  theCaesarAndSidePart: 'short {c}hair with a side parting',
  sides: '{c}hair at the sides',
  shaggy: 'shaggy {c}hair',
  dreads01: 'short {c}dreadlocks',
  frizzle: 'frizzy {c}hair',
};

/** The hair colours the stock portraits use, as words. */
const HAIR_COLOURS: Record<string, string> = {
  '2c1b18': 'black',
  '4a312c': 'dark brown',
  '724133': 'brown',
  a55728: 'auburn',
  b58143: 'light brown',
  d6b370: 'blond',
  c93305: 'red',
  e8e1e1: 'grey',
  ecdcbf: 'silver',
};

/** "Harbor: a man with short rounded blond hair and a beard". */
export function portraitLabel(
  name: string,
  person: 'woman' | 'man',
  options: PortraitOptions,
): string {
  const colour = HAIR_COLOURS[options.hairColor];
  const hair = (HAIR_STYLES[options.top] ?? '{c}hair')
    .replace('{c}', colour ? `${colour} ` : '')
    // "a auburn bob", "an black afro": the article follows the word after it.
    .replace(/^an? (\w)/, (_, next: string) => `${/[aeiou]/i.test(next) ? 'an' : 'a'} ${next}`);
  const features = [
    hair,
    options.facialHair?.startsWith('moustache')
      ? 'a moustache'
      : options.facialHair
        ? 'a beard'
        : null,
    options.accessories ? 'glasses' : null,
  ].filter((feature): feature is string => feature !== null);
  const last = features.pop()!;
  const listed = features.length > 0 ? `${features.join(', ')} and ${last}` : last;
  return `${name}: a ${person} with ${listed}`;
}
