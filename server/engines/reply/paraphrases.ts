/**
 * Generated paraphrases of what users ask, per intent, for the engine's sweep: each intent is
 * a small grammar (`{a|b|}` alternatives, expanded into every combination) rather than a few
 * hand-picked sentences, so a rule that only fits one wording fails here. Each phrasing is
 * then said the ways people type it: with a lead-in, without the question mark, in lower case.
 */

/** Every expansion of a pattern: "{a|b} c{!|}" → "a c!", "a c", "b c!", "b c". */
export function expand(pattern: string): string[] {
  const open = pattern.indexOf('{');
  if (open < 0)
    return [
      pattern
        .replace(/\s+/g, ' ')
        .replace(/\s+([,?!.])/g, '$1')
        .trim(),
    ];
  const close = pattern.indexOf('}', open);
  const head = pattern.slice(0, open);
  const tail = pattern.slice(close + 1);
  return pattern
    .slice(open + 1, close)
    .split('|')
    .flatMap((choice) => expand(head + choice + tail));
}

const LEAD_INS = ['', 'Hey, ', 'So ', 'Quick question: ', 'Okay, ', 'Random one, but '];

/** The ways one phrasing gets typed. */
function typed(text: string, index: number): string {
  const lead = LEAD_INS[index % LEAD_INS.length] ?? '';
  const said = lead ? lead + text.charAt(0).toLowerCase() + text.slice(1) : text;
  if (index % 5 === 3) return said.replace(/[?!.]+$/, '');
  if (index % 7 === 4) return said.toLowerCase();
  return said;
}

export type IntentName =
  | 'bake'
  | 'catsOrDogs'
  | 'week'
  | 'nervous'
  | 'foreign'
  | 'hand'
  | 'opinion'
  | 'favourite'
  | 'share';

/** The grammars: what one intent can sound like. */
const GRAMMARS: Record<IntentName, string[]> = {
  bake: [
    "{What's|What is|Whats} your {favourite|favorite|fave} thing to bake{, and why|| and why}?",
    'What do you {like|love|enjoy} {to bake|baking} {the most|most|best|}?',
    '{Do you bake|Are you a baker|Do you ever bake}? {What is|What’s} your {favourite|go-to} {bake|thing to bake}?',
    'If you could only bake one thing, what would it be?',
    'What{ kind of| sort of|} {things|stuff} do you {like|love} to bake?',
    'Tell me {what you like to bake|your favourite thing to bake}{!|.|}',
  ],
  catsOrDogs: [
    '{Cats or dogs|Dogs or cats}, which do you {like|prefer|love} {more|better|}?',
    'Are you a {cat person or a dog person|dog person or a cat person}?',
    'Do you {like|prefer} {cats or dogs|dogs or cats}{ more| better|}?',
    '{Which|What} do you {like|prefer} more, cats or dogs?',
    '{Team cats or team dogs|Team dogs or team cats}?',
    'Would you rather have a {cat or a dog|dog or a cat}?',
  ],
  week: [
    'How {was|is} your week{ so far|, honestly|}?',
    'How{’s| has} your week been{ so far|}?',
    'How did your week go{ then|}?',
    '{Tell me about|How about} your week{!|?}',
    'Good week{ so far|}?',
    'Anything {fun|interesting|nice} happen this week?',
    '{Had|Did you have} a good week?',
  ],
  nervous: [
    'I{’m| am| m} {nervous|anxious|worried|stressed|scared} about {a job interview|my exam|the interview} {on Friday|tomorrow|next week}',
    'I{’m| am} {really|so|a bit|kind of} {nervous|worried|terrified} {about tomorrow|for my interview}',
    'I{’m| am} {feeling|getting} {nervous|anxious|jittery} {today|tonight|about Friday}',
    'I{’m| am} {exhausted|tired|drained|knackered} after work',
    'I{’m| am} {thinking|wondering} about {changing jobs|moving abroad}',
    'I{’m| am} {sorry|happy|glad|excited} {I said that|to be here|about the weekend}',
  ],
  foreign: [
    'Est-ce que tu parles français{ ?|?|}',
    '{Bonjour|Salut}, comment {ça va|vas-tu}{ ?|?|}',
    'Je {suis|me sens} {fatigué|triste|content} {aujourd’hui|ce soir}',
    '¿{Hablas|Tú hablas} español?',
    '{Hola|Buenas}, ¿qué tal {tu día|tu semana}?',
    'Wie geht es dir {heute|denn}?',
    'Was machst du {am Wochenende|heute Abend}?',
    'Parli italiano{?|}',
    'Что ты делаешь {сегодня|сейчас}?',
  ],
  hand: [
    '{What|What on earth} happened to your {hand|fingers}{, captain|}?',
    'How did you {hurt|injure|cut|scar} your {hand|fingers}{, captain|}?',
    '{What’s wrong with|What did you do to} your hand{, captain|}?',
    'Your hand{ looks hurt|, what happened}?',
    'Where did {that scar on your hand|the scar on your hand} come from?',
  ],
  opinion: [
    'What do you think {about|of} {pineapple on pizza|social media|rainy days|the city at night}?',
    '{Any thoughts|Thoughts} on {remote work|social media|modern art}?',
    'How do you feel about {long walks|big parties|early mornings|camping}?',
    'What’s your {opinion|take} on {city life|online dating|winter swimming}?',
  ],
  favourite: [
    "{What's|What is} your {favourite|favorite} {food|colour|book|season|film|animal|song}{, and why|}?",
    'Do you have a favourite {city|flower|drink|dessert}?',
  ],
  share: [
    'I {love|really like|enjoy} {hiking|baking bread|old films|jazz|gardening}',
    'I {went|got} {to the market|to the beach|home late} {today|yesterday}',
    'My {sister|friend|neighbour} {is visiting|called me|baked a cake} {today|this weekend}',
  ],
};

/** Every paraphrase of an intent, each typed one of the ways people type. */
export function paraphrases(intent: IntentName): string[] {
  const all = GRAMMARS[intent].flatMap(expand).map(typed);
  return [...new Set(all)];
}

export const INTENTS = Object.keys(GRAMMARS) as IntentName[];
