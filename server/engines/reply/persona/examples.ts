import type { ReplyPersona } from '../reply-engine.ts';

/**
 * A character card's example messages (`mes_example`: "<START>", then "{{user}}: …" and
 * "{{char}}: …" lines) are the card author's own answers. When the user asks what an example
 * asks, the Angel answers as the example does: "What happened to your hand?" to a captain
 * whose examples tell the story of the hand gets that story, in her words.
 */
export type Example = { asked: string; answer: string };

/** The question-and-answer pairs of the card's examples, names already filled in. */
export function examplesOf(persona: ReplyPersona, userName: string | null): Example[] {
  const text = persona.exampleMessages;
  if (!text) return [];
  const user = /^(?:\{\{user\}\}|<user>|you|user)\s*:\s*(.*)$/i;
  const char = new RegExp(
    `^(?:\\{\\{char\\}\\}|<bot>|${escape(persona.name)}|${escape(first(persona))})\\s*:\\s*(.*)$`,
    'i',
  );
  const pairs: Example[] = [];
  let asked: string | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || /^<start>$/i.test(line)) {
      asked = line ? null : asked;
      continue;
    }
    const fromUser = user.exec(line)?.[1];
    const fromChar = char.exec(line)?.[1];
    if (fromUser !== undefined) asked = fromUser;
    else if (fromChar !== undefined && asked) {
      pairs.push({ asked, answer: names(fromChar, persona, userName) });
      asked = null;
    }
  }
  return pairs.filter((p) => p.answer.trim() !== '');
}

// Words that say nothing about what is asked: the rest must match.
const FILLER = new Set(
  (
    'a an the my your you i me is are was were do does did to of in on at for with about ' +
    'what whats how why when where who which that this it its and or but so ever out there ' +
    'there really just on earth captain hey okay quick question random one'
  ).split(' '),
);
const contentOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !FILLER.has(w))
    .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w))
    .map((w) => SAME[w] ?? w);

// Words people use for the same thing an example asks about.
const SAME: Record<string, string> = { finger: 'hand', knuckle: 'hand', palm: 'hand' };

/** The example whose question is the one asked (most of its words, its key noun), or null. */
export function matchingExample(examples: readonly Example[], message: string): Example | null {
  const asked = new Set(contentOf(message));
  let best: { example: Example; score: number } | null = null;
  for (const example of examples) {
    const words = contentOf(example.asked);
    if (words.length === 0) continue;
    const shared = words.filter((w) => asked.has(w)).length;
    // The last content word is usually what the question is about ("hand", "sea").
    const key = asked.has(words.at(-1) ?? '');
    const score = shared / words.length + (key ? 0.25 : 0);
    if (score >= 0.6 && (!best || score > best.score)) best = { example, score };
  }
  return best?.example ?? null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const first = (persona: ReplyPersona) => persona.name.split(' ')[0] ?? persona.name;

function names(text: string, persona: ReplyPersona, userName: string | null): string {
  return text
    .replace(/\{\{char\}\}|<bot>/gi, first(persona))
    .replace(/\{\{user\}\}|<user>/gi, userName ?? 'you')
    .trim();
}
