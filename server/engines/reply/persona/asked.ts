/** What a question asks about, where the wording varies most: activities and either-ors. */

// "favourite thing to bake", "what do you like to bake", "do you bake? …": what it is about.
const ACTIVITY: Record<string, string> = {
  bake: 'bake',
  baking: 'bake',
  cook: 'food',
  cooking: 'food',
  eat: 'food',
  eating: 'food',
  drink: 'drink',
  read: 'book',
  reading: 'book',
  watch: 'film',
  watching: 'film',
  'listen to': 'music',
  play: 'game',
  do: 'hobby',
};
const VERB =
  '(bake|baking|cook|cooking|eat|eating|drink|read|reading|watch|watching|listen to|play|do)';
const ACTIVITY_ASKED = [
  new RegExp(
    `\\b(?:favou?rite|fave|go-to)\\s+(?:thing|things|stuff|one)?\\s*to\\s+${VERB}\\b`,
    'i',
  ),
  new RegExp(
    `\\bwhat(?: kind of| sort of)?(?: things?| stuff)? (?:do )?you (?:like|love|enjoy|prefer) (?:to )?${VERB}\\b`,
    'i',
  ),
  new RegExp(`\\b(?:if you could only|what would you) ${VERB}\\b`, 'i'),
  /\b(?:favou?rite|fave|go-to) (bake)\b/i,
];

export function activityOf(sentence: string, question: boolean): string | null {
  const tellMe = /^tell me (what|your)\b/i.test(sentence);
  if (!question && !tellMe) return null;
  for (const pattern of ACTIVITY_ASKED) {
    const verb = pattern.exec(sentence)?.[1]?.toLowerCase();
    // "What do you like to do?" is about hobbies only when nothing follows the "do".
    if (verb === 'do' && !/\bdo\s*[?.!]*$/i.test(sentence)) continue;
    if (verb) return ACTIVITY[verb] ?? null;
  }
  return null;
}

/**
 * The two things of an either-or question, without the words around them: "Cats or dogs,
 * which do you like more?", "Are you a cat person or a dog person?", "Tea or coffee?".
 */
export function optionsOf(sentence: string): [string, string] | null {
  const core = sentence
    .replace(
      /[,;:]?\s*(?:which|what)(?: one)?(?: do| would| will)? you (?:like|prefer|love|pick|choose|go for|rather)(?: more| better| most| best)?\s*\?*$/i,
      '?',
    )
    .replace(/[,;:]?\s*which (?:one )?is better\s*\?*$/i, '?');
  const found =
    /(?:^|,\s*|\b(?:prefer|rather|like|pick|choose|better)\b:?\s*)([\w' -]{2,30}?) or ([\w' -]{2,30}?)\s*\?*$/i.exec(
      core,
    );
  if (!found?.[1] || !found[2]) return null;
  const clip = (option: string) => {
    let out = option.trim();
    for (let i = 0; i < 3; i++) {
      out = out
        .replace(
          /^(do you|would you|are you|you|which|what|team|have|be|go to|get|like|prefer|rather|pick|choose)\s+/i,
          '',
        )
        .replace(/\s+(more|better|most|best|person)$/i, (m, word: string) =>
          word.toLowerCase() === 'person' ? m : '',
        )
        .trim();
    }
    return out;
  };
  const [a, b] = [clip(found[1]), clip(found[2])];
  return a && b && a.toLowerCase() !== b.toLowerCase() ? [a, b] : null;
}
