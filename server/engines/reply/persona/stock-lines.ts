/**
 * The built-in engine's stock lines for the turns that need no topic of their own (an
 * introduction, thanks, goodbye, small talk, a question it cannot place, another language).
 * {placeholders} are filled from the scene's vars.
 */
export const LINES = {
  introduce: [
    'Nice to meet you, {name}! I am {first}.',
    'Lovely to meet you, {name}. I will remember that.',
    '{name}! What a good name. I am {first}, by the way.',
    'Hello, {name}. I am glad you said hi.',
    'Good to know you, {name}. {first}, at your service.',
    '{name}, got it. Welcome in!',
    'Pleased to meet you, {name}. I have a feeling we will get on.',
    'Well, hello there, {name}. Make yourself at home.',
  ],
  thanks: [
    'Anytime{user}. That is what I am here for.',
    'You are welcome. Honestly, it is my pleasure.',
  ],
  affection: [
    'That is sweet of you{user}. I enjoy our talks just as much.',
    'You always know how to make me smile.',
  ],
  goodbye: [
    'Talk soon{user}. I will be right here.',
    'Bye for now! Come back and tell me how it goes.',
    'Goodnight, or good day, whichever it is for you.',
  ],
  smallTalk: [
    'Ha, fair enough.',
    'Mm, I know that feeling.',
    'Okay, I am listening.',
    'Ha, you always surprise me.',
  ],
  // A question the engine cannot place: said plainly, in character, without quoting it.
  question: [
    'Hmm, you have lost me a little there. Could you put it another way?',
    'I am not sure I follow, to be honest. Say it again in other words?',
    'That one goes over my head, I am afraid. What do you think?',
    'Good question, and I do not have a tidy answer. What made you wonder?',
    'I would only be guessing if I answered that. What is your take?',
    'Honestly? I do not know. Ask me about {interest} and I am on firmer ground.',
  ],
  // Another language: the built-in Angels speak English only, and say so kindly.
  foreign: [
    'I am sorry, I only really speak English well. Could you say that in English{user}?',
    'Oh, I wish I could answer in kind, but English is the only language I speak well. Try me in English?',
    'Ah, my French, Spanish and everything else are hopeless: I only manage English. Would you write it in English for me?',
    'I wish I knew more languages! English is the only one I speak properly. Tell me again in English?',
    'That is beyond my little bit of schoolbook vocabulary. In English, please, and I am all yours.',
    'Languages were never my gift, sadly. Say it in English and I will answer properly.',
    'I can only guess at that one! My English is the only language I trust. Once more in English?',
    'Forgive me, I speak English and not much else. What did you want to say?',
    'Lost in translation, I am afraid: English is all I have. Can you say it in English?',
  ],
  follow: [
    'What about you, what has been on your mind lately?',
    'What is something you are looking forward to?',
    'Tell me, are you into {interest} at all?',
    'What would make today better for you?',
  ],
  react: [
    'I am with {other} on this one, in my own way.',
    'Let me add my bit to what {other} said.',
    'Ha, {other} got there first, but here is my take.',
  ],
};
