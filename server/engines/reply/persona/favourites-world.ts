import type { Favourite } from './favourites.ts';

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

/** Favourites from the world around: creatures, colours, seasons, places. */
export const WORLD: Record<string, Favourite[]> = {
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
  planet: [
    f('Saturn', 'those rings are just showing off, and I respect it', 'star', 'space'),
    f('Jupiter', 'it is a storm the size of three Earths', 'weather'),
    f('Earth', 'it has the sea, and tea, and you', ...SEA),
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
