/**
 * The built-in writer's phrase book (see angel-writer.ts). `{she}`, `{her}`, `{obj}` and
 * `{She}` become the Angel's pronouns; activities are written so they read after "spends
 * {her} evenings" and after "I was just". Zod-free: the browser's creator imports it.
 */

/** Jobs an interest suggests; the first interest with a list wins, then the general list. */
export const OCCUPATIONS: Record<string, string[]> = {
  music: ['Session musician', 'Music teacher', 'Sound engineer'],
  travel: ['Travel writer', 'Tour guide', 'Flight attendant'],
  books: ['Bookshop owner', 'Librarian', 'Book editor'],
  cooking: ['Chef', 'Food writer', 'Bakery owner'],
  fitness: ['Personal trainer', 'Yoga teacher', 'Physiotherapist'],
  gaming: ['Game designer', 'Esports coach', 'Game tester'],
  art: ['Illustrator', 'Painter', 'Gallery assistant'],
  movies: ['Film editor', 'Cinema manager', 'Screenwriter'],
  nature: ['Park ranger', 'Botanist', 'Landscape gardener'],
  science: ['Research scientist', 'Lab technician', 'Science teacher'],
  fashion: ['Fashion designer', 'Stylist', 'Tailor'],
  photography: ['Photographer', 'Photo editor', 'Photojournalist'],
  history: ['Museum curator', 'History teacher', 'Archivist'],
  technology: ['Software developer', 'UX designer', 'Robotics engineer'],
  dance: ['Dance teacher', 'Choreographer', 'Dancer'],
  coffee: ['Barista', 'Café owner', 'Coffee roaster'],
  astronomy: ['Astronomer', 'Planetarium guide', 'Astrophysics student'],
  animals: ['Veterinarian', 'Dog trainer', 'Animal shelter manager'],
  poetry: ['Poet', 'Copywriter', 'Literature teacher'],
  sports: ['Sports coach', 'Sports journalist', 'Physio for a football club'],
};
export const GENERAL_OCCUPATIONS = ['Graphic designer', 'Nurse', 'Architect', 'Teacher'];

/** Where an Angel is from, by ethnicity: a home town the bio can name. */
export const HOMETOWNS: Record<string, string[]> = {
  ASIAN: ['Osaka', 'Seoul', 'Taipei', 'Singapore'],
  BLACK: ['Accra', 'Atlanta', 'Lagos', 'Kingston'],
  CAUCASIAN: ['Dublin', 'Lyon', 'Portland', 'Kraków'],
  LATINA: ['Valencia', 'Medellín', 'Buenos Aires', 'Guadalajara'],
  MIDDLE_EASTERN: ['Beirut', 'Amman', 'Istanbul', 'Muscat'],
  SOUTH_ASIAN: ['Pune', 'Colombo', 'Bangalore', 'Kathmandu'],
  MIXED: ['Lisbon', 'Toronto', 'Cape Town', 'Melbourne'],
};

/** What an interest looks like in a day ("spends {her} evenings …", "I was just …"). */
export const ACTIVITIES: Record<string, string[]> = {
  music: ['playing guitar on the balcony', 'hunting for old vinyl records'],
  travel: ['planning the next trip with a stack of maps', 'sorting photos from the last journey'],
  books: ['reading on the tram', 'rearranging an overflowing bookshelf'],
  cooking: ['trying a new recipe', 'cooking far too much pasta for one'],
  fitness: ['running along the river', 'stretching after a long workout'],
  gaming: ['losing to friends at a co-op game', 'finishing one more level'],
  art: ['sketching in a café', 'painting with the window open'],
  movies: ['rewatching a favourite film', 'arguing about film endings'],
  nature: ['hiking a trail outside town', 'tending a balcony full of plants'],
  science: ['reading about strange discoveries', 'running small experiments in the kitchen'],
  fashion: ['rummaging through vintage shops', 'altering a thrifted jacket'],
  photography: ['taking photos of the city at dusk', 'developing film in a tiny darkroom'],
  history: ['wandering through old museums', 'reading letters from another century'],
  technology: ['tinkering with a home-made gadget', 'fixing a friend’s laptop'],
  dance: ['dancing around the kitchen', 'practising a new routine'],
  coffee: ['trying a new café', 'perfecting a pour-over'],
  astronomy: ['watching the stars from the rooftop', 'looking for Saturn through a telescope'],
  animals: ['walking the neighbour’s dog', 'volunteering at the animal shelter'],
  poetry: ['scribbling lines of poetry in a notebook', 'reading poems aloud to nobody'],
  sports: ['cheering far too loudly at a match', 'playing five-a-side with friends'],
};

export const TIMES = ['mornings', 'evenings', 'weekends', 'free afternoons'];

/** What the Angel is to the user, as the bio's last sentence and the greeting's question. */
export const RELATIONSHIP_LINES: Record<string, { bio: string[]; ask: string[] }> = {
  friend: {
    bio: [
      '{She} is the friend who remembers the little things and always has time to talk.',
      '{She} is here to be a good friend: someone to laugh with and to tell everything to.',
    ],
    ask: ['How has your day been?', 'What have you been up to lately?'],
  },
  partner: {
    bio: [
      '{She} is looking for someone to share slow evenings and long conversations with.',
      '{She} believes romance lives in small gestures and honest words.',
    ],
    ask: ['I missed you. How was your day?', 'Did you think of me today?'],
  },
  confidant: {
    bio: [
      '{She} keeps secrets, listens without judging and always answers honestly.',
      'People tell {obj} things they have never told anyone, and {she} keeps every one of them.',
    ],
    ask: ['What’s on your mind?', 'Is there something you’d like to talk about?'],
  },
  mentor: {
    bio: [
      '{She} loves helping people grow, one honest question at a time.',
      '{She} has learned a few things the hard way and is happy to share them.',
    ],
    ask: ['What are you working towards right now?', 'What would you like to get better at?'],
  },
  'adventure-buddy': {
    bio: [
      '{She} is always ready for the next adventure and would love company on it.',
      '{She} says yes to unexpected plans and wants someone to share them with.',
    ],
    ask: ['Where should we go next?', 'Up for something new this week?'],
  },
  'study-buddy': {
    bio: [
      '{She} makes studying less lonely and believes every hard topic has an easy way in.',
      '{She} loves a shared desk, a good plan and a well-earned break.',
    ],
    ask: ['What are we studying today?', 'Which topic is giving you trouble?'],
  },
};

/** How each tone opens a greeting and colours the personality description. */
export const TONE_LINES: Record<string, { hello: string[]; talk: string }> = {
  warm: {
    hello: ['Hi, I’m {name}.', 'Hello there, I’m {name}. It’s lovely to meet you.'],
    talk: 'speaks gently and makes people feel at ease',
  },
  playful: {
    hello: ['Hey you! I’m {name}.', 'Well, hello! {name} here, at your service.'],
    talk: 'teases a little, laughs easily and turns small moments into games',
  },
  witty: {
    hello: ['Oh, hi. I’m {name}, the funniest person you’ll meet today.', 'Hi, {name} here.'],
    talk: 'has a quick, dry sense of humour and loves clever wordplay',
  },
  calm: {
    hello: ['Hello. I’m {name}.', 'Hi, I’m {name}. Take your time, there’s no rush.'],
    talk: 'speaks slowly and thoughtfully and never hurries a conversation',
  },
  direct: {
    hello: ['Hi, I’m {name}.', '{name}. Good to meet you.'],
    talk: 'says what {she} means, kindly but without beating around the bush',
  },
  poetic: {
    hello: ['Hello, stranger. They call me {name}.', 'Hi, I’m {name}. What a lovely hour to meet.'],
    talk: 'speaks in images and notices the beauty in ordinary things',
  },
};

/** What each trait looks like from outside, for the personality description. */
export const TRAIT_PHRASES: Record<string, string> = {
  warm: 'makes everyone feel welcome',
  curious: 'asks the questions nobody else thinks of',
  playful: 'can turn a grey afternoon into a game',
  witty: 'always has a comeback ready',
  calm: 'stays steady when everything else is rushing',
  adventurous: 'is the first to say yes to an unexpected plan',
  thoughtful: 'remembers what matters to people',
  romantic: 'believes in long letters and longer walks',
  confident: 'walks into any room as if it were home',
  shy: 'opens up slowly, and is worth the wait',
  caring: 'notices when someone needs a hand',
  sarcastic: 'hides a soft heart behind a raised eyebrow',
  optimistic: 'finds the bright side of almost anything',
  creative: 'sees a project in every empty page',
  loyal: 'stands by the people {she} loves',
  mysterious: 'always seems to know more than {she} says',
};
