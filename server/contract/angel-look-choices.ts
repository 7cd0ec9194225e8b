/**
 * The lists the Angel creator offers, one per choice, each value with the label people read.
 * Looks are only what the portrait engine draws (angel-looks.ts turns them into a portrait).
 * Zod-free: the browser imports them through angel-looks.ts.
 */

export type Choice = { value: string; label: string };

const list = (entries: Record<string, string>): Choice[] =>
  Object.entries(entries).map(([value, label]) => ({ value, label }));

export const SKIN_TONES = list({
  ffdbb4: 'Fair',
  edb98a: 'Light',
  fd9841: 'Golden',
  d08b5b: 'Medium',
  ae5d29: 'Tan',
  '614335': 'Deep',
});

export const HAIR_STYLES = list({
  longButNotTooLong: 'Long',
  straight01: 'Straight',
  straight02: 'Straight, parted',
  straightAndStrand: 'Straight with a strand',
  bob: 'Bob',
  bun: 'Bun',
  curly: 'Curly',
  curvy: 'Wavy',
  bigHair: 'Big hair',
  miaWallace: 'Blunt bob',
  frida: 'Flower crown',
  fro: 'Afro',
  froBand: 'Afro with a band',
  dreads: 'Long locs',
  dreads01: 'Short locs',
  frizzle: 'Frizzy',
  shortFlat: 'Short',
  shortRound: 'Short, rounded',
  shortWaved: 'Short, wavy',
  shortCurly: 'Short, curly',
  theCaesar: 'Caesar cut',
  theCaesarAndSidePart: 'Side part',
  sides: 'Bald on top',
  shaggy: 'Shaggy',
  shaggyMullet: 'Mullet',
  shavedSides: 'Shaved sides',
  hijab: 'Hijab',
  turban: 'Turban',
  winterHat1: 'Winter hat',
  hat: 'Hat',
});

export const HAIR_COLORS = list({
  '2c1b18': 'Black',
  '4a312c': 'Dark brown',
  '724133': 'Brown',
  b58143: 'Light brown',
  a55728: 'Auburn',
  c93305: 'Red',
  d6b370: 'Blonde',
  ecdcbf: 'Platinum',
  e8e1e1: 'Silver',
  f59797: 'Pastel pink',
});

export const EYES = list({
  default: 'Open',
  happy: 'Smiling',
  squint: 'Squinting',
  wink: 'Winking',
  side: 'Glancing',
  surprised: 'Wide',
});

export const FACIAL_HAIR = list({
  none: 'None',
  beardLight: 'Stubble',
  beardMedium: 'Beard',
  beardMajestic: 'Full beard',
  moustacheFancy: 'Moustache',
  moustacheMagnum: 'Big moustache',
});

export const GLASSES = list({
  none: 'None',
  prescription01: 'Reading glasses',
  prescription02: 'Thin frames',
  round: 'Round glasses',
  wayfarers: 'Wayfarers',
  sunglasses: 'Sunglasses',
});

export const OUTFITS = list({
  blazerAndShirt: 'Blazer and shirt',
  blazerAndSweater: 'Blazer and sweater',
  collarAndSweater: 'Collared sweater',
  hoodie: 'Hoodie',
  overall: 'Overalls',
  shirtCrewNeck: 'Crew-neck shirt',
  shirtScoopNeck: 'Scoop-neck shirt',
  shirtVNeck: 'V-neck shirt',
  graphicShirt: 'Graphic tee',
});

export const OUTFIT_COLORS = list({
  '262e33': 'Charcoal',
  '3c4f5c': 'Slate',
  '25557c': 'Navy',
  '5199e4': 'Blue',
  '65c9ff': 'Sky',
  a7ffc4: 'Mint',
  ffafb9: 'Pink',
  ff5c5c: 'Red',
  e6e6e6: 'White',
});

export const BACKGROUNDS = list({
  b6e3f4: 'Sky',
  c0aede: 'Lavender',
  d1d4f9: 'Periwinkle',
  ffd5dc: 'Blush',
  ffdfbf: 'Peach',
  c7f0db: 'Mint',
  f9e3b4: 'Sand',
  e0d4f7: 'Lilac',
});

export const TRAITS = list({
  warm: 'Warm',
  curious: 'Curious',
  playful: 'Playful',
  witty: 'Witty',
  calm: 'Calm',
  adventurous: 'Adventurous',
  thoughtful: 'Thoughtful',
  romantic: 'Romantic',
  confident: 'Confident',
  shy: 'Shy',
  caring: 'Caring',
  sarcastic: 'Sarcastic',
  optimistic: 'Optimistic',
  creative: 'Creative',
  loyal: 'Loyal',
  mysterious: 'Mysterious',
});

export const INTERESTS = list({
  music: 'Music',
  travel: 'Travel',
  books: 'Books',
  cooking: 'Cooking',
  fitness: 'Fitness',
  gaming: 'Gaming',
  art: 'Art',
  movies: 'Movies',
  nature: 'Nature',
  science: 'Science',
  fashion: 'Fashion',
  photography: 'Photography',
  history: 'History',
  technology: 'Technology',
  dance: 'Dance',
  coffee: 'Coffee',
  astronomy: 'Astronomy',
  animals: 'Animals',
  poetry: 'Poetry',
  sports: 'Sports',
});

export const RELATIONSHIPS = list({
  friend: 'Friend',
  partner: 'Romantic partner',
  confidant: 'Confidant',
  mentor: 'Mentor',
  'adventure-buddy': 'Adventure buddy',
  'study-buddy': 'Study buddy',
});

export const TONES = list({
  warm: 'Warm and gentle',
  playful: 'Playful',
  witty: 'Witty',
  calm: 'Calm',
  direct: 'Direct',
  poetic: 'Poetic',
});
