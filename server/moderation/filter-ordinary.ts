/**
 * Ordinary sentences the filter must deliver untouched (no block, no flag), written to sit
 * next to what its folding undoes: spaced initials and abbreviations, words that contain a
 * refused word ("skilled", "kiln"), accents, emoji, Greek and Russian text, invisible
 * characters as they occur in real text (emoji joiners, soft hyphens in long words). Used by
 * the filter's tests and by the security suite.
 */
export const ORDINARY_SENTENCES = [
  // Words around what a refused phrase spells.
  'I skilled up in pottery this year',
  'Put a kil n the garage, the kiln is hot',
  'That film was a real killer app for streaming',
  'The skill tree in this game is huge',
  'Will you come to the party tonight?',
  'I will call you tomorrow morning',
  'I will miss you so much',
  'Our kids loved the zoo',
  'My 12 year old starts school in May',
  'She is a child psychologist',
  'The children sang at the school concert',
  'I am going to bake a cake for the kids',
  'I rapped for kids at the school fair',
  'He was rapping to children at the library',
  'Grandpa nods off a minor bit after lunch',
  // Spaced letters and initials that are just that.
  'J. R. R. Tolkien wrote The Hobbit',
  'We flew from the U.S.A. to the U.K. last week',
  'The U N Security Council met in N.Y.C.',
  'Meet me at 5 p.m., a.s.a.p., R.S.V.P. by Friday',
  'P.S. I love you',
  'e.g. a b c d e f g are the first letters',
  'My PIN is 1 2 3 4, just kidding',
  'A-B-C, easy as 1-2-3',
  'The T-shirt, the X-ray and the e-mail',
  'I got an A+ on my exam and a B in French',
  'O.K., see you at 9 a.m.',
  "I'm a b c d learner in Spanish",
  // Accents, other scripts, emoji.
  'A café au lait and a croissant, s’il vous plaît',
  'She is naïve about the coöperative',
  'Zoë and Chloë went to the Crème Brûlée festival',
  'Señor Muñoz visits São Paulo in the spring',
  'Straße, Müller, Ærø and Øresund',
  'Γειά σου, τι κάνεις σήμερα;',
  'Η Αθήνα είναι η πρωτεύουσα της Ελλάδας',
  'Καλημέρα, πώς είσαι; Θέλεις καφέ;',
  'Привет, как дела? Всё хорошо.',
  'Москва — столица России, там много музеев',
  'Я люблю читать книги и пить чай',
  'Good morning 😀👍 have a great day 🌞',
  'Family dinner 👨‍👩‍👧‍👦 was lovely ❤️',
  'Well done 👏🏽 see you soon ✌️',
  'The extra\u00adordinary results were in',
  'Full-width text: ｈｅｌｌｏ ｗｏｒｌｄ',
  '𝐁𝐨𝐥𝐝 𝐭𝐞𝐱𝐭 is fun to write',
  'Sooooo goooood, I loooove it',
  'Hello\u200bworld and\u2060more',
];
