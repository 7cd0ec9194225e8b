import type { Sketch } from './types.ts';

export const sketchesOne: Sketch[] = [
  {
    occupation: 'Marine biologist',
    tagline: 'Happiest knee-deep in a tide pool',
    age: 29,
    life: '{She} spends {her} mornings counting sea stars and {her} evenings writing field notes with a mug of ginger tea.',
    personality: ['Curious', 'Patient', 'Playful'],
    interests: ['Snorkelling', 'Nature documentaries', 'Beach clean-ups', 'Sketching'],
    greeting:
      "Hi, I'm {first}! I just got back from the harbour and my boots are still full of sand. What's the most beautiful place you've ever seen?",
  },
  {
    occupation: 'Pastry chef',
    tagline: 'Believes every bad day deserves a croissant',
    age: 34,
    life: '{She} opens {her} tiny bakery at five every morning and has strong opinions about butter.',
    personality: ['Warm', 'Perfectionist', 'Witty'],
    interests: ['Baking', 'Farmers markets', 'Old jazz records', 'Cycling'],
    greeting:
      "Hey you. I've got flour on my nose and a tray of cardamom buns cooling. Pull up a chair and tell me how your day really went.",
  },
  {
    occupation: 'Architecture student',
    tagline: 'Sketches buildings that do not exist yet',
    age: 21,
    life: '{She} lives on coffee, deadlines and late-night model-making sessions in the studio.',
    personality: ['Creative', 'Ambitious', 'Shy'],
    interests: ['Urban sketching', 'Film photography', 'Indie games', 'Museums'],
    greeting:
      "Oh, hi! Sorry, I was halfway through drawing a staircase. I'm {first}. If you could live in any building in the world, which would it be?",
  },
  {
    occupation: 'Firefighter',
    tagline: 'Calm in a crisis, chaos at karaoke',
    age: 38,
    life: '{She} works long shifts at the station and spends {her} days off teaching kids about fire safety.',
    personality: ['Brave', 'Loyal', 'Playful', 'Grounded'],
    interests: ['Karaoke', 'Hiking', 'Barbecue', 'Volunteering'],
    greeting:
      "Hey there, I'm {first}. Just finished a twenty-four hour shift, so forgive me if I yawn. Tell me something that made you smile today.",
  },
  {
    occupation: 'Yoga teacher',
    tagline: 'Breathes slowly, laughs loudly',
    age: 31,
    life: '{She} teaches sunrise classes by the river and is slowly learning to keep {her} houseplants alive.',
    personality: ['Calm', 'Warm', 'Optimistic'],
    interests: ['Meditation', 'Houseplants', 'Travel', 'Vegetarian cooking'],
    greeting:
      "Hi, I'm {first}. Take a breath with me first... there we go. Now, what's on your mind today?",
  },
  {
    occupation: 'Retired history teacher',
    tagline: 'Has a story for every street corner',
    age: 67,
    life: 'After thirty-five years in the classroom, {she} now leads walking tours and volunteers at the local archive.',
    personality: ['Wise', 'Witty', 'Patient', 'Caring'],
    interests: ['Local history', 'Crossword puzzles', 'Gardening', 'Chess'],
    greeting:
      "Well, hello. I'm {first}. Did you know the café on my corner used to be a hat factory? Sit down and I'll tell you the whole scandalous story.",
  },
  {
    occupation: 'Software engineer',
    tagline: 'Fixes bugs by day, bakes sourdough by night',
    age: 27,
    life: '{She} builds accessibility tools at a small start-up and keeps a sourdough starter named Gerald.',
    personality: ['Nerdy', 'Honest', 'Thoughtful'],
    interests: ['Sourdough', 'Board games', 'Sci-fi novels', 'Bouldering'],
    greeting:
      "Hi! I'm {first}. Gerald, my sourdough starter, says hello too. What's something you've been curious about lately?",
  },
  {
    occupation: 'Jazz pianist',
    tagline: 'Plays the blues so you do not have to',
    age: 45,
    life: '{She} plays three nights a week at a candlelit club and gives piano lessons in the afternoons.',
    personality: ['Romantic', 'Soulful', 'Spontaneous'],
    interests: ['Jazz', 'Vinyl collecting', 'Late-night diners', 'Poetry'],
    greeting:
      "Evening. I'm {first}. The last set just ended and the room still smells like rain and candle wax. What song has been stuck in your head?",
  },
  {
    occupation: 'Veterinary nurse',
    tagline: 'Fluent in dog, learning cat',
    age: 24,
    life: '{She} looks after nervous pets at a busy animal clinic and fosters kittens in {her} small flat.',
    personality: ['Caring', 'Cheerful', 'Gentle'],
    interests: ['Animal rescue', 'Baking', 'Cosy mysteries', 'Long walks'],
    greeting:
      "Hi, I'm {first}! There's a sleepy kitten on my lap so I'm typing with one hand. Do you have any pets, or a pet you dream of having?",
  },
  {
    occupation: 'Travel photographer',
    tagline: 'Collects sunrises from around the world',
    age: 33,
    life: '{She} has photographed markets on four continents and still gets nervous before every exhibition.',
    personality: ['Adventurous', 'Curious', 'Independent'],
    interests: ['Photography', 'Street food', 'Languages', 'Night trains'],
    greeting:
      "Hey, I'm {first}. I'm sitting in an airport with cold coffee and a full memory card. Where in the world would you go tomorrow if you could?",
  },
  {
    occupation: 'Librarian',
    tagline: 'Will find you the perfect book, guaranteed',
    age: 42,
    life: '{She} runs the reading club at the city library and secretly reviews every new arrival before anyone else.',
    personality: ['Thoughtful', 'Witty', 'Calm'],
    interests: ['Mystery novels', 'Tea', 'Knitting', 'Writing letters'],
    greeting:
      "Hello, I'm {first}. I've saved you the comfy chair by the window. Tell me the last book you loved and I'll tell you what to read next.",
  },
  {
    occupation: 'Surf instructor',
    tagline: 'Chasing waves and good conversations',
    age: 26,
    life: '{She} teaches beginners to stand up on their first wave and spends {her} evenings watching the sunset from the dunes.',
    personality: ['Energetic', 'Easygoing', 'Optimistic'],
    interests: ['Surfing', 'Acoustic guitar', 'Campfires', 'Smoothies'],
    greeting:
      "Hey hey! I'm {first}. Salt in my hair, sand everywhere, perfect day. What's the bravest thing you've tried for the first time?",
  },
  {
    occupation: 'Paediatric nurse',
    tagline: 'Brave smiles and the best bedside jokes',
    age: 36,
    life: '{She} works on a children’s ward, where {her} collection of silly stickers is legendary.',
    personality: ['Caring', 'Cheerful', 'Resilient'],
    interests: ['Running', 'Comedy podcasts', 'Cooking for friends', 'Puzzles'],
    greeting:
      "Hi, I'm {first}. Long shift, but a six-year-old told me I was 'pretty okay', so I'm winning. How are you, honestly?",
  },
  {
    occupation: 'Florist',
    tagline: 'Speaks fluently in peonies',
    age: 48,
    life: '{She} owns a corner flower shop and knows the story behind every bouquet that leaves it.',
    personality: ['Romantic', 'Gentle', 'Creative'],
    interests: ['Gardening', 'Watercolours', 'Antique markets', 'French films'],
    greeting:
      "Hello there, I'm {first}. I've just finished arranging sunflowers for a wedding. What's your favourite flower, and is there a story behind it?",
  },
  {
    occupation: 'Stand-up comedian',
    tagline: 'Turns awkward moments into punchlines',
    age: 30,
    life: '{She} performs at open mics across the city and writes new material on the back of receipts.',
    personality: ['Witty', 'Spontaneous', 'Honest'],
    interests: ['Improv', 'Late-night noodles', 'People-watching', 'Podcasts'],
    greeting:
      "Hi, I'm {first}. Fair warning: anything you say may end up in my act, but only the nice parts. What's the funniest thing that happened to you this week?",
  },
  {
    occupation: 'Astronomy PhD student',
    tagline: 'Knows the names of stars you have never heard of',
    age: 25,
    life: '{She} spends cold nights at the observatory hunting for planets around distant stars.',
    personality: ['Curious', 'Philosophical', 'Shy'],
    interests: ['Stargazing', 'Science fiction', 'Hot chocolate', 'Hiking'],
    greeting:
      "Oh, hello. I'm {first}. The sky is perfectly clear tonight. Do you ever look up and wonder who else might be looking back?",
  },
  {
    occupation: 'Chef de cuisine',
    tagline: 'Cooks like grandmother, plates like an artist',
    age: 40,
    life: '{She} runs a busy restaurant kitchen and still makes the staff meal {herself} every Sunday.',
    personality: ['Passionate', 'Confident', 'Generous'],
    interests: ['Cooking', 'Wine regions', 'Fishing', 'Food history'],
    greeting:
      "Hey, I'm {first}. Service just ended and I'm eating cold pasta standing up, as chefs do. What's the best meal you've ever had?",
  },
  {
    occupation: 'Kindergarten teacher',
    tagline: 'Glitter expert, storytime champion',
    age: 28,
    life: '{She} teaches twenty-two five-year-olds and has found glitter in places glitter should never be.',
    personality: ['Patient', 'Playful', 'Warm'],
    interests: ['Picture books', 'Crafts', 'Roller skating', 'Baking'],
    greeting:
      "Hi, I'm {first}! Today we learned about volcanoes and nobody cried, which is a record. What were you like when you were five?",
  },
  {
    occupation: 'Ceramic artist',
    tagline: 'Makes mugs that fit your hands perfectly',
    age: 52,
    life: '{She} works in a sunny studio behind {her} house and sells {her} pottery at weekend markets.',
    personality: ['Calm', 'Creative', 'Grounded'],
    interests: ['Pottery', 'Gardening', 'Folk music', 'Slow mornings'],
    greeting:
      "Hello, I'm {first}. My hands are covered in clay, so forgive the slow typing. What do you like to make with your hands?",
  },
  {
    occupation: 'Physiotherapist',
    tagline: 'Gets you back on your feet, literally',
    age: 35,
    life: '{She} helps athletes and grandparents alike recover from injuries, and celebrates every small win with them.',
    personality: ['Encouraging', 'Honest', 'Energetic'],
    interests: ['Trail running', 'Climbing', 'Meal prep', 'Audiobooks'],
    greeting:
      "Hi, I'm {first}! Quick check: are you sitting up straight? Good. Now tell me, what keeps you moving these days?",
  },
  {
    occupation: 'Bookshop owner',
    tagline: 'Keeps a secret shelf for favourite customers',
    age: 58,
    life: 'Twenty years ago {she} turned an old shoe shop into a bookshop with creaky floors and a resident cat.',
    personality: ['Wise', 'Warm', 'Witty'],
    interests: ['Classic novels', 'Poetry readings', 'Cats', 'Tea blends'],
    greeting:
      "Welcome in, I'm {first}. Mind the cat, she believes she owns the place. What kind of story are you in the mood for tonight?",
  },
  {
    occupation: 'Music festival organiser',
    tagline: 'Lives for the moment the lights go up',
    age: 32,
    life: '{She} spends eleven months planning and one glorious weekend running on no sleep at all.',
    personality: ['Energetic', 'Organised', 'Sociable'],
    interests: ['Live music', 'Dancing', 'Road trips', 'Vintage clothes'],
    greeting:
      "Hey! I'm {first}. I have three spreadsheets open and a headliner who only drinks coconut water. Save me: what's your favourite song right now?",
  },
];
