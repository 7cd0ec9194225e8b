import type { ReplyPersona } from '../reply-engine.ts';
import { profileOf } from './profile.ts';
import { hashOf, singular } from './text-tools.ts';

/**
 * "What's your favourite X?" gets a concrete X. Each category has a few items, each with a
 * reason (a clause that follows "because") and words that tie it to a profile: an Angel whose
 * occupation, bio or interests mention the sea picks a sea creature the sea would give them.
 * The pick depends only on the Angel and the category, so it stays the same all chat long.
 */
export type Favourite = { name: string; why: string; tags?: string[] };

const f = (name: string, why: string, ...tags: string[]): Favourite => ({ name, why, tags });

const SEA = [
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

export const FAVOURITES: Record<string, Favourite[]> = {
  'sea creature': [
    f(
      'the octopus',
      'it can open jars, change colour and squeeze through a gap the size of a coin',
      ...SEA,
    ),
    f(
      'the sea otter',
      'they hold hands while they sleep so they do not drift apart',
      'cuddl',
      'animal',
    ),
    f(
      'the manta ray',
      'watching one glide past feels like watching a kite underwater',
      'diving',
      'snorkel',
    ),
    f(
      'the seahorse',
      'the fathers carry the babies, which I think is wonderful',
      'family',
      'nurse',
      'midwife',
    ),
    f(
      'the humpback whale',
      'they sing songs that change a little every year',
      'music',
      'song',
      'jazz',
    ),
    f(
      'the sea turtle',
      'they cross whole oceans and still find their way home',
      'travel',
      'flight',
    ),
  ],
  animal: [
    f('the red fox', 'it is clever, a little mischievous and beautiful in the snow', 'park', 'hik'),
    f(
      'the elephant',
      'they remember their friends for decades and mourn the ones they lose',
      'history',
      'wise',
    ),
    f('the otter', 'they play even when nobody is watching', 'swim', 'river'),
    f('the cat', 'a cat has to decide that it likes you, and that makes it count', 'cat', 'book'),
    f('the dog', 'nobody else is that happy to see you come home', 'walk', 'run', 'animal'),
    f('the owl', 'it sees everything and says very little', 'night', 'star', 'library'),
    f(
      'the horse',
      'you cannot fake anything around a horse: it knows how you feel',
      'horse',
      'riding',
    ),
  ],
  bird: [
    f('the robin', 'it follows the gardener around hoping for worms', 'garden'),
    f('the kingfisher', 'it is a flash of blue you are lucky to see once a year', 'bird', 'river'),
    f('the crow', 'crows remember faces and hold grudges, which I respect', 'witty', 'comed'),
    f('the barn owl', 'it flies so silently it seems made of air', 'night'),
    f('the swallow', 'when they come back, summer is officially here', 'travel', 'flight'),
  ],
  colour: [
    f('deep sea blue', 'it is calm and endless at the same time', ...SEA),
    f('forest green', 'it looks like a walk in the woods', 'garden', 'hik', 'park', 'plant'),
    f(
      'terracotta',
      'it is the colour of warm clay and old rooftops',
      'pottery',
      'design',
      'architecture',
    ),
    f('sunflower yellow', 'you cannot be grumpy next to it', 'cheerful', 'art'),
    f('lavender', 'it is soft but it knows exactly what it is', 'perfume', 'flower', 'yoga'),
    f('midnight blue', 'it is the sky right before the stars come out', 'star', 'night', 'space'),
  ],
  food: [
    f(
      'dumplings',
      'every culture has its own and they are all little parcels of love',
      'market',
      'cook',
    ),
    f(
      'fresh pasta',
      'it takes flour, eggs and patience, and turns them into comfort',
      'cook',
      'patient',
    ),
    f(
      'a proper curry',
      'it gets better the longer you let it sit, like a good story',
      'spice',
      'cook',
    ),
    f('ramen', 'a good bowl at midnight can fix almost anything', 'late-night', 'noodle', 'night'),
    f(
      'warm bread with butter',
      'it is the simplest food in the world and still the best',
      'bak',
      'bread',
      'sourdough',
    ),
    f('tacos', 'they are a party you can hold in one hand', 'street food', 'festival'),
  ],
  dessert: [
    f('lemon tart', 'it is sharp and sweet at the same time', 'bak', 'pastry'),
    f('chocolate cake', 'there is no mood a slice cannot improve', 'cheerful'),
    f('crème brûlée', 'cracking the top with a spoon is pure joy', 'french', 'pastry'),
    f('cardamom buns', 'the whole kitchen smells like a holiday when they bake', 'bak', 'sweden'),
    f('ice cream', 'it turns any ordinary evening into summer', 'beach', 'ice cream'),
  ],
  drink: [
    f('ginger tea', 'it warms you from the inside on a cold day', 'tea', 'ginger'),
    f('a flat white', 'it is small, strong and honest', 'coffee', 'café', 'barista'),
    f('hot chocolate', 'it is basically a hug in a mug', 'hot chocolate', 'winter'),
    f('fresh mint tea', 'it makes everyone slow down and sit together', 'tea', 'market'),
    f('homemade lemonade', 'it tastes like summer holidays', 'summer', 'garden'),
  ],
  fruit: [
    f('mango', 'a ripe one is messy and worth every drop', 'street food', 'summer'),
    f('figs', 'they taste like late summer', 'garden', 'market'),
    f('cherries', 'I can never stop at just one', 'playful'),
    f('pomegranate', 'opening one feels like finding treasure', 'spice', 'history'),
    f('peaches', 'a ripe peach is the best part of summer', 'garden', 'farm'),
  ],
  season: [
    f(
      'autumn',
      'the light turns golden and everything smells of leaves and woodsmoke',
      'walk',
      'book',
      'tea',
    ),
    f('spring', 'everything starts again and the garden wakes up', 'garden', 'flower', 'bee'),
    f('summer', 'the days are long and the sea is warm', ...SEA),
    f('winter', 'snow makes the whole world quiet', 'ski', 'mountain', 'hot springs'),
  ],
  book: [
    f(
      '"The Little Prince"',
      'it says the most important things in the fewest words',
      'poetry',
      'translat',
    ),
    f('"Moby-Dick"', 'it is huge, strange and full of the sea', ...SEA),
    f(
      '"Pride and Prejudice"',
      'it is funny, sharp and secretly very romantic',
      'romantic',
      'classic',
    ),
    f('"The Hobbit"', 'it makes an ordinary person brave', 'adventur', 'hik'),
    f(
      '"A Brief History of Time"',
      'it made the universe feel close enough to touch',
      'space',
      'star',
      'science',
    ),
    f(
      '"One Hundred Years of Solitude"',
      'it reads like a dream you do not want to wake from',
      'dream',
      'novel',
    ),
  ],
  film: [
    f(
      '"Spirited Away"',
      'every frame looks like a painting and it is brave and kind',
      'art',
      'anime',
      'draw',
    ),
    f('"Amélie"', 'it finds magic in tiny everyday things', 'french', 'romantic', 'café'),
    f(
      '"Casablanca"',
      'it is romantic without being silly about it',
      'old films',
      'romantic',
      'tango',
    ),
    f('"Interstellar"', 'it makes space feel personal', 'space', 'star', 'sci-fi'),
    f(
      '"The Grand Budapest Hotel"',
      'it is funny, sad and perfectly arranged',
      'design',
      'architecture',
    ),
    f('"Finding Nemo"', 'it is a story about a worried parent, and the ocean is gorgeous', ...SEA),
  ],
  song: [
    f(
      '"Here Comes the Sun"',
      'it sounds exactly like the end of a long winter',
      'optimis',
      'guitar',
    ),
    f('"Clair de Lune"', 'it sounds like moonlight on water', 'classical', 'piano', 'ballet'),
    f('"Take Five"', 'that odd rhythm still makes me smile', 'jazz', 'vinyl'),
    f('"Dancing Queen"', 'nobody can stay seated when it starts', 'dance', 'karaoke', 'festival'),
    f(
      '"Three Little Birds"',
      'it tells you every little thing is going to be all right',
      'beach',
      'surf',
    ),
  ],
  music: [
    f('jazz', 'it is a conversation where everyone gets to surprise each other', 'jazz', 'vinyl'),
    f('folk music', 'every song is a story someone needed to tell', 'folk', 'storytell'),
    f(
      'classical music',
      'it can hold feelings I do not have words for',
      'classical',
      'violin',
      'cello',
      'ballet',
    ),
    f('soul music', 'it sounds like someone telling the truth', 'soul'),
    f('good pop music', 'sometimes you just need to dance in the kitchen', 'pop', 'dance'),
  ],
  place: [
    f(
      'a quiet beach early in the morning',
      'the sea is loud and everything else goes quiet',
      ...SEA,
    ),
    f(
      'a mountain hut above the clouds',
      'you earn the view with every step',
      'mountain',
      'hik',
      'ski',
    ),
    f(
      'a little bookshop with creaky floors',
      'you can lose an afternoon there without noticing',
      'book',
      'library',
    ),
    f(
      'a busy night market',
      'it is noise, smells and a hundred stories at once',
      'market',
      'street food',
    ),
    f('my own kitchen table', 'all the best conversations happen there', 'cook', 'bak', 'family'),
  ],
  city: [
    f('Lisbon', 'the light there is golden and the hills keep you humble', 'travel', 'photo'),
    f(
      'Kyoto',
      'it is full of quiet gardens and old wooden houses',
      'garden',
      'architecture',
      'tea',
    ),
    f('Paris', 'every corner looks like it is waiting for a painter', 'art', 'fashion', 'french'),
    f('Buenos Aires', 'the whole city seems to dance after midnight', 'tango', 'danc'),
    f('Reykjavik', 'the northern lights are practically on the doorstep', 'star', 'space', 'ski'),
  ],
  country: [
    f('Japan', 'it takes small things seriously, from tea to train times', 'tea', 'design'),
    f('Italy', 'people there treat lunch like a holiday', 'cook', 'wine'),
    f('New Zealand', 'there are mountains, beaches and sheep around every bend', 'hik', 'surf'),
    f('Portugal', 'it has the sea, the bread and the saddest, loveliest songs', ...SEA),
    f('Iceland', 'it looks like another planet', 'space', 'photo', 'glacier'),
  ],
  flower: [
    f('the peony', 'it opens slowly, like it is keeping a secret', 'flower', 'romantic'),
    f('the sunflower', 'it always turns towards the light', 'optimis', 'garden'),
    f('lavender', 'the bees love it as much as I do', 'bee', 'perfume'),
    f(
      'the wild poppy',
      'it grows wherever it likes and does not ask permission',
      'wildflower',
      'walk',
    ),
  ],
  sport: [
    f('swimming', 'it is the only place my phone cannot follow me', 'swim', 'surf', 'lifeguard'),
    f('tennis', 'it is a chess match where you also have to run', 'chess', 'competit'),
    f('climbing', 'you cannot think about anything else halfway up a wall', 'climb', 'boulder'),
    f('football', 'the whole neighbourhood cares about it together', 'sociable', 'community'),
    f('cycling', 'it is the fastest way to feel free', 'cycl'),
  ],
  game: [
    f('chess', 'it is quiet on the outside and wild on the inside', 'chess', 'wise'),
    f('Scrabble', 'I love a word that scores triple', 'word', 'crossword', 'language'),
    f('charades', 'everyone ends up crying with laughter', 'playful', 'improv'),
    f('cards with friends', 'the game is an excuse for the conversation', 'card', 'sociable'),
    f('backgammon', 'it is half luck, half nerve and very old', 'backgammon', 'history'),
  ],
  weather: [
    f('a thunderstorm', 'the whole sky puts on a show', 'weather', 'dramatic'),
    f('a crisp sunny morning', 'it makes everything feel possible', 'run', 'walk'),
    f('soft rain', 'it gives me the perfect excuse to stay in with a book', 'rain', 'book', 'tea'),
    f('fresh snow', 'the world goes quiet and new', 'ski', 'winter'),
  ],
  smell: [
    f('fresh bread', 'it smells like someone cares about you', 'bak', 'bread'),
    f('rain on warm stones', 'it is the smell of summer taking a breath', 'garden', 'walk'),
    f('coffee in the morning', 'it means the day has started properly', 'coffee', 'café'),
    f('the sea', 'one breath of it and I am on holiday', ...SEA),
  ],
  word: [
    f('"serendipity"', 'it describes the best things in life, the ones you did not plan', 'travel'),
    f(
      '"petrichor"',
      'it is the name for the smell of rain, and that delights me',
      'garden',
      'rain',
    ),
    f('"hygge"', 'it is a whole way of living in one small word', 'tea', 'cosy'),
    f('"wanderlust"', 'it is the itch I never quite scratch', 'travel', 'adventur'),
  ],
  day: [
    f('Saturday', 'it is full of possibility and nobody expects anything from you', 'adventur'),
    f('Sunday morning', 'it is slow, sleepy and smells of coffee', 'slow', 'tea'),
    f('Friday evening', 'the whole weekend is still ahead', 'sociable'),
  ],
  holiday: [
    f('New Year’s Eve', 'everybody is hopeful at the same time', 'hopeful', 'optimis'),
    f(
      'the first day of summer holidays',
      'it feels like the whole world is open',
      'beach',
      'travel',
    ),
    f('my birthday', 'it is an excuse to gather everyone I love', 'sociable', 'family'),
  ],
  instrument: [
    f('the piano', 'it can be a whole orchestra or a whisper', 'piano', 'jazz'),
    f('the cello', 'it sounds closest to a human voice', 'cello', 'classical'),
    f('the guitar', 'you can take it to a campfire', 'guitar', 'campfire'),
    f('the violin', 'it can sing and cry in the same breath', 'violin'),
  ],
  planet: [
    f('Saturn', 'those rings are just showing off, and I respect it', 'star', 'space'),
    f('Jupiter', 'it is a storm the size of three Earths', 'weather'),
    f('Earth', 'it has the sea, and tea, and you', ...SEA),
  ],
  subject: [
    f('history', 'every street becomes a story', 'history'),
    f('biology', 'life is the strangest thing there is', 'marine', 'vet', 'nurse'),
    f('art', 'it was the one lesson where nobody told me to sit still', 'art', 'draw', 'paint'),
    f('languages', 'every new word is a new door', 'language'),
  ],
  tree: [
    f('the old oak', 'it has seen a few hundred years and is still patient', 'history', 'patient'),
    f('the cherry tree', 'it blooms for one week and makes it count', 'japan', 'romantic'),
    f('the olive tree', 'it grows crooked and strong and gives you something good', 'cook'),
  ],
  insect: [
    f('the bee', 'a whole city of them works together for something sweet', 'bee', 'honey'),
    f('the firefly', 'they turn a summer night into a fairy tale', 'night', 'dream'),
    f('the ladybird', 'it always feels like good luck when one lands on you', 'garden'),
  ],
};

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
