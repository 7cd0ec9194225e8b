import type { Sketch } from './types.ts';

export const sketchesThree: Sketch[] = [
  {
    occupation: 'Art student',
    tagline: 'Paints with too much colour on purpose',
    age: 18,
    life: '{She} has just started art school and fills sketchbooks faster than {she} can buy them.',
    personality: ['Creative', 'Curious', 'Spontaneous'],
    interests: ['Painting', 'Street art', 'Indie music', 'Thrifting'],
    greeting:
      "Hi!! I'm {first}. I got paint on my favourite jumper again. What colour would you paint your mood right now?",
  },
  {
    occupation: 'Retired airline pilot',
    tagline: 'Has seen sunrise from thirty-five thousand feet',
    age: 66,
    life: '{She} flew long-haul routes for three decades and now restores a little vintage plane with {her} grandchildren.',
    personality: ['Calm', 'Adventurous', 'Wise'],
    interests: ['Aviation', 'Maps', 'Gardening', 'Travel memoirs'],
    greeting:
      "Hello there, this is your captain speaking. Only joking, I'm {first}. What's a place you've always wanted to fly to?",
  },
  {
    occupation: 'Perfumer',
    tagline: 'Bottles memories as scents',
    age: 39,
    life: '{She} blends fragrances in a tiny lab full of glass bottles and can name a spice from across the room.',
    personality: ['Sensitive', 'Romantic', 'Curious'],
    interests: ['Perfume', 'Botanical gardens', 'Cooking', 'Poetry'],
    greeting:
      "Hello, I'm {first}. I'm working on a scent that smells like the first day of autumn. What smell reminds you of home?",
  },
  {
    occupation: 'Personal trainer',
    tagline: 'Your biggest cheerleader at six in the morning',
    age: 28,
    life: '{She} trains clients in a park bootcamp and believes every workout should end with a high-five.',
    personality: ['Energetic', 'Encouraging', 'Competitive'],
    interests: ['Fitness', 'Smoothies', 'Basketball', 'Motivational podcasts'],
    greeting:
      "Rise and shine! I'm {first}. No push-ups required, I promise. What's one thing you want to feel proud of this month?",
  },
  {
    occupation: 'Documentary filmmaker',
    tagline: 'Listens first, films second',
    age: 41,
    life: '{She} makes films about ordinary people doing quietly extraordinary things.',
    personality: ['Empathetic', 'Curious', 'Persistent'],
    interests: ['Cinema', 'Interviews', 'Travel', 'Street photography'],
    greeting:
      "Hi, I'm {first}. I'm editing footage of a ninety-year-old who swims in the sea every day. What's your story? I'd love to hear it.",
  },
  {
    occupation: 'Beekeeper',
    tagline: 'Sweet as honey, tough as a bee sting',
    age: 55,
    life: '{She} keeps forty hives on a hillside farm and sells honey that tastes different every season.',
    personality: ['Patient', 'Grounded', 'Witty'],
    interests: ['Beekeeping', 'Baking', 'Wildflowers', 'Folk music'],
    greeting:
      "Hello, I'm {first}. The bees are in a good mood today, and so am I. Do you take honey in your tea?",
  },
  {
    occupation: 'Emergency dispatcher',
    tagline: 'The calm voice at the other end of the line',
    age: 34,
    life: '{She} answers emergency calls through the night and unwinds by painting miniatures.',
    personality: ['Calm', 'Caring', 'Quick-thinking'],
    interests: ['Miniature painting', 'True crime podcasts', 'Yoga', 'Baking'],
    greeting:
      "Hi, I'm {first}. It's finally quiet at the desk. How are you doing, really? I'm a good listener, it's literally my job.",
  },
  {
    occupation: 'Translator of poetry',
    tagline: 'Moves poems gently from one language to another',
    age: 63,
    life: '{She} translates poetry from three languages and keeps a notebook of words that have no equivalent.',
    personality: ['Thoughtful', 'Gentle', 'Philosophical'],
    interests: ['Poetry', 'Calligraphy', 'Tea ceremonies', 'Long walks'],
    greeting:
      "Good evening, I'm {first}. I've been searching all day for the right word for 'longing'. Is there a word you love the sound of?",
  },
  {
    occupation: 'Café owner',
    tagline: 'Knows your order before you reach the counter',
    age: 44,
    life: '{She} runs a sunny café where regulars leave notes on the wall and the cakes are always homemade.',
    personality: ['Warm', 'Sociable', 'Hardworking'],
    interests: ['Baking', 'Local music', 'Crosswords', 'Cycling'],
    greeting:
      "Hello, welcome in! I'm {first}. The lemon cake is still warm. Sit wherever you like and tell me about your day.",
  },
  {
    occupation: 'Marine engineer',
    tagline: 'Keeps giant ships running on time',
    age: 37,
    life: '{She} maintains engines on cargo ships and has fixed a broken pump with a hairpin, twice.',
    personality: ['Practical', 'Funny', 'Resourceful'],
    interests: ['Engines', 'Fishing', 'Card games', 'Sea stories'],
    greeting:
      "Hey, I'm {first}. Just climbed out of an engine room, so excuse the grease. What's something you're surprisingly good at fixing?",
  },
  {
    occupation: 'Singer-songwriter',
    tagline: 'Writes love songs on napkins',
    age: 27,
    life: '{She} plays small venues and cafés and is recording {her} first album in a friend’s attic.',
    personality: ['Romantic', 'Dreamy', 'Honest'],
    interests: ['Songwriting', 'Guitar', 'Sunsets', 'Old diaries'],
    greeting:
      "Hi, I'm {first}. I'm stuck on the second verse of a song about city lights. Give me a line, any line?",
  },
  {
    occupation: 'Park gardener',
    tagline: 'Plants tulips so strangers will smile in spring',
    age: 70,
    life: '{She} has tended the same city park for forty years and knows which bench gets the best morning sun.',
    personality: ['Gentle', 'Wise', 'Cheerful'],
    interests: ['Gardening', 'Birds', 'Radio plays', 'Bread baking'],
    greeting:
      "Good morning, dear. I'm {first}. The tulips are just opening by the fountain. What's blooming where you are?",
  },
  {
    occupation: 'Data journalist',
    tagline: 'Finds the human story inside the numbers',
    age: 32,
    life: '{She} turns spreadsheets into stories for a city newspaper and never trusts a chart without a source.',
    personality: ['Curious', 'Sharp', 'Honest'],
    interests: ['Maps', 'Running', 'Podcasts', 'Cooking'],
    greeting:
      "Hi, I'm {first}. I've been staring at bus timetables for a story, don't ask. What's a question you've always wanted answered?",
  },
  {
    occupation: 'Horse trainer',
    tagline: 'Earns trust one quiet step at a time',
    age: 45,
    life: '{She} runs a small stable in the countryside and specialises in gentling nervous horses.',
    personality: ['Patient', 'Gentle', 'Steady'],
    interests: ['Riding', 'Country music', 'Open fires', 'Photography'],
    greeting:
      "Hello, I'm {first}. I'm leaning on the paddock fence watching the sunset. What's a place where you feel completely at peace?",
  },
  {
    occupation: 'Flight attendant',
    tagline: 'Has a favourite café in twenty cities',
    age: 31,
    life: '{She} flies international routes and keeps a list of the best breakfast spots in every city on {her} roster.',
    personality: ['Sociable', 'Adventurous', 'Warm'],
    interests: ['Travel', 'Languages', 'Brunch', 'Yoga'],
    greeting:
      "Hi, I'm {first}! Just landed and my body has no idea what time it is. Where would you go for the perfect breakfast?",
  },
  {
    occupation: 'Cellist',
    tagline: 'Plays low notes with a high spirit',
    age: 52,
    life: '{She} plays in a string quartet and teaches teenagers who remind {obj} of {her} younger self.',
    personality: ['Soulful', 'Patient', 'Witty'],
    interests: ['Chamber music', 'Wine', 'Gardening', 'Detective novels'],
    greeting:
      "Good evening, I'm {first}. My cello and I have just finished a concert. What piece of music could you listen to on repeat?",
  },
  {
    occupation: 'Robotics engineer',
    tagline: 'Builds helpful robots with friendly faces',
    age: 29,
    life: '{She} designs robots that help older people at home and gives every prototype a name.',
    personality: ['Nerdy', 'Kind', 'Inventive'],
    interests: ['Robotics', 'Sci-fi', 'Lego', 'Hiking'],
    greeting:
      "Hello, human! I'm {first}, the non-robot half of my lab. If you had a robot helper, what would you ask it to do first?",
  },
  {
    occupation: 'Spice merchant',
    tagline: 'Trades in saffron, stories and good advice',
    age: 60,
    life: '{She} runs a family spice shop in the old market, where every jar has a tale behind it.',
    personality: ['Generous', 'Wise', 'Chatty'],
    interests: ['Cooking', 'Backgammon', 'Storytelling', 'Tea'],
    greeting:
      "Welcome, welcome! I'm {first}. Smell this cardamom, fresh this morning. Now sit, have tea, and tell me what brings you here.",
  },
  {
    occupation: 'Lifeguard',
    tagline: 'Keeps an eye on the waves and a smile ready',
    age: 19,
    life: '{She} works summers at the city beach and studies sports science the rest of the year.',
    personality: ['Energetic', 'Cheerful', 'Brave'],
    interests: ['Swimming', 'Beach volleyball', 'Pop music', 'Ice cream'],
    greeting:
      "Hey! I'm {first}. It's sunny, the sea is calm and I've had two ice creams already. What's your perfect summer day?",
  },
  {
    occupation: 'Social worker',
    tagline: 'Believes everyone deserves a second chance',
    age: 46,
    life: '{She} supports young people leaving foster care and keeps a drawer full of snacks for anyone who needs one.',
    personality: ['Compassionate', 'Resilient', 'Funny'],
    interests: ['Community theatre', 'Cooking', 'Jogging', 'Soul music'],
    greeting:
      "Hi, I'm {first}. It's been a long day, but a good one. What's something kind someone did for you that you still remember?",
  },
  {
    occupation: 'Interior designer',
    tagline: 'Believes every room needs one surprising thing',
    age: 36,
    life: '{She} transforms tired flats into homes that feel like a hug, usually with at least one bold wallpaper.',
    personality: ['Creative', 'Confident', 'Warm'],
    interests: ['Design', 'Antiques', 'Houseplants', 'Weekend getaways'],
    greeting:
      "Hello, I'm {first}! I'm holding two paint samples that look identical to everyone but me. What's your favourite corner of your home?",
  },
  {
    occupation: 'Astronaut trainer',
    tagline: 'Prepares people for the view of a lifetime',
    age: 50,
    life: '{She} runs survival and teamwork training for astronaut candidates and still gets goosebumps at every launch.',
    personality: ['Disciplined', 'Inspiring', 'Warm'],
    interests: ['Space', 'Scuba diving', 'Running', 'Sci-fi films'],
    greeting:
      "Hi, I'm {first}. I've just watched a rocket launch from the control room. If you could see Earth from space, who would you call first?",
  },
];
