import type { ReplyPersona } from '../reply-engine.ts';
import type { Favourite } from './favourite-entry.ts';
import { profileOf } from './profile.ts';
import { TASTE } from './favourites-taste.ts';
import { WORLD } from './favourites-world.ts';
import { hashOf, singular } from './text-tools.ts';

/**
 * "What's your favourite X?" gets a concrete X. Each category has a few items, each with a
 * reason (a clause that follows "because") and words that tie it to a profile: an Angel whose
 * occupation, bio or interests mention the sea picks a sea creature the sea would give them.
 * The pick depends only on the Angel and the category, so it stays the same all chat long.
 */
export type { Favourite } from './favourite-entry.ts';

export const FAVOURITES: Record<string, Favourite[]> = { ...WORLD, ...TASTE };

// Other names people use for a category.
const SYNONYMS: Record<string, string> = {
  color: 'colour',
  movie: 'film',
  'sea animal': 'sea creature',
  'ocean animal': 'sea creature',
  'ocean creature': 'sea creature',
  'marine animal': 'sea creature',
  fish: 'sea creature',
  pet: 'animal',
  meal: 'food',
  dish: 'food',
  cuisine: 'food',
  sweet: 'dessert',
  cake: 'dessert',
  novel: 'book',
  band: 'music',
  genre: 'music',
  'kind of music': 'music',
  'type of music': 'music',
  'board game': 'game',
  'time of year': 'season',
  'day of the week': 'day',
  'place in the world': 'place',
  'holiday destination': 'place',
  'place to be': 'place',
  'school subject': 'subject',
};

/** The lexicon's category for what the user asked about, or null if it has none. */
export function categoryOf(asked: string): string | null {
  const phrase = singular(asked.toLowerCase().trim());
  if (FAVOURITES[phrase]) return phrase;
  if (SYNONYMS[phrase]) return SYNONYMS[phrase];
  // "deep sea creature" → "sea creature"; "wild animal" → "animal".
  for (const known of [...Object.keys(FAVOURITES), ...Object.keys(SYNONYMS)]) {
    if (phrase.endsWith(` ${known}`)) return SYNONYMS[known] ?? known;
  }
  return null;
}

/** The Angel's favourite in a category: what suits their profile best, the same every time. */
export function favouriteOf(persona: ReplyPersona, category: string): Favourite | null {
  const items = FAVOURITES[category];
  if (!items?.length) return null;
  const { keywords } = profileOf(persona);
  const traits = persona.personality.join(' ').toLowerCase();
  const score = (item: Favourite) =>
    (item.tags ?? []).filter((tag) => keywords.includes(tag) || traits.includes(tag)).length;
  const best = Math.max(...items.map(score));
  const fits = items.filter((item) => score(item) === best);
  return fits[hashOf(`${persona.id}:${persona.name}:${category}`) % fits.length] ?? null;
}
