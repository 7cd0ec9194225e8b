/** One favourite thing an Angel can name, why, and the profile words that make it theirs. */
export type Favourite = { name: string; why: string; tags?: string[] };

/** Shorthand for the lists: `f(name, why, ...tags)`. */
export const f = (name: string, why: string, ...tags: string[]): Favourite => ({
  name,
  why,
  tags,
});

/** Profile words of Angels who love the sea (several categories lean on them). */
export const SEA = [
  'sea',
  'marine',
  'snorkel',
  'diving',
  'sail',
  'surf',
  'beach',
  'swim',
  'harbour',
  'boat',
];
