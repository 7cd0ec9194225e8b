import type { Ethnicity, Gender } from '../../contract/avatars.ts';
import type { PortraitOptions } from '../../engines/image/portrait-options.ts';

/** A deterministic picker: the same avatar index always gets the same choice. */
const pick = <T>(list: readonly T[], n: number): T => list[Math.abs(n) % list.length] as T;

// DiceBear avataaars skin palette, grouped so each portrait matches its profile.
const SKIN: Record<Ethnicity, string[]> = {
  ASIAN: ['ffdbb4', 'edb98a'],
  BLACK: ['614335', 'ae5d29'],
  CAUCASIAN: ['ffdbb4', 'edb98a'],
  LATINA: ['d08b5b', 'edb98a'],
  MIDDLE_EASTERN: ['d08b5b', 'edb98a'],
  SOUTH_ASIAN: ['ae5d29', 'd08b5b'],
  MIXED: ['d08b5b', 'ae5d29', '614335'],
};
const TOPS: Record<Gender, string[]> = {
  FEMALE: [
    'bob',
    'bun',
    'curly',
    'curvy',
    'bigHair',
    'longButNotTooLong',
    'miaWallace',
    'straight01',
    'straight02',
    'straightAndStrand',
    'frida',
  ],
  MALE: [
    'shortFlat',
    'shortRound',
    'shortWaved',
    'shortCurly',
    'theCaesar',
    'theCaesarAndSidePart',
    'sides',
    'shaggy',
  ],
};
// Textured styles read more naturally on some profiles; mixed in, not forced.
const TEXTURED: Record<Gender, string[]> = {
  FEMALE: ['fro', 'froBand', 'curly', 'bigHair', 'curvy'],
  MALE: ['dreads01', 'frizzle', 'shortCurly', 'theCaesar'],
};
const DARK_HAIR = ['2c1b18', '4a312c', '724133'];
const ANY_HAIR = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'c93305'];
const GREY_HAIR = ['e8e1e1', 'ecdcbf'];
const CLOTHING = [
  'blazerAndShirt',
  'blazerAndSweater',
  'collarAndSweater',
  'hoodie',
  'shirtCrewNeck',
  'shirtScoopNeck',
  'shirtVNeck',
];
const CLOTHES_COLOURS = [
  '262e33',
  '5199e4',
  '25557c',
  '3c4f5c',
  'a7ffc4',
  'ffafb9',
  'ff5c5c',
  'e6e6e6',
  '65c9ff',
];
// Soft backgrounds that keep white text on the card's gradient readable.
const BACKGROUNDS = [
  'b6e3f4',
  'c0aede',
  'd1d4f9',
  'ffd5dc',
  'ffdfbf',
  'c7f0db',
  'f9e3b4',
  'e0d4f7',
];
const EYES = ['default', 'happy', 'default', 'wink', 'squint'];
const EYEBROWS = ['defaultNatural', 'raisedExcitedNatural', 'default', 'flatNatural'];
const MOUTHS = ['smile', 'default', 'twinkle', 'smile'];

export function portraitFor(
  index: number,
  gender: Gender,
  ethnicity: Ethnicity,
  age: number,
): PortraitOptions {
  const textured = (ethnicity === 'BLACK' || ethnicity === 'MIXED') && index % 3 !== 2;
  const top = pick(textured ? TEXTURED[gender] : TOPS[gender], index * 7 + age);
  const lighterHair = ethnicity === 'CAUCASIAN' || ethnicity === 'MIXED';
  const hairColor =
    age >= 58 ? pick(GREY_HAIR, index) : pick(lighterHair ? ANY_HAIR : DARK_HAIR, index * 3);
  const bearded = gender === 'MALE' && index % 2 === 0;
  return {
    style: 'avataaars',
    seed: `angel-${index}`,
    skinColor: pick(SKIN[ethnicity], index * 5 + age),
    top,
    hairColor,
    facialHair: bearded
      ? pick(['beardLight', 'beardMedium', 'beardLight', 'moustacheFancy'], index)
      : null,
    accessories:
      index % 5 === 3 ? pick(['prescription01', 'prescription02', 'round'], index) : null,
    clothing: pick(CLOTHING, index * 11),
    clothesColor: pick(CLOTHES_COLOURS, index * 13 + 1),
    eyes: pick(EYES, index),
    eyebrows: pick(EYEBROWS, index * 3 + 1),
    mouth: pick(MOUTHS, index * 2),
    backgroundColor: pick(BACKGROUNDS, index),
  };
}
