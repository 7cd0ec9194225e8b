import { LINES, TRIGGERS, type LineBank } from './persona-lines.ts';
import { pause, type ReplyEngine, type ReplyRequest } from './reply-engine.ts';

/**
 * The built-in, offline demo engine: no model, just the avatar's persona and the recent
 * conversation run through phrase banks. It reacts to what the user said (questions,
 * feelings, its own interests, other avatars in a group), asks a follow-up, is seeded per
 * reply so a regenerate or the same words another time read differently, and is never empty.
 * It streams word by word, `wordDelayMs` apart (0: as fast as possible).
 */
export function createPersonaEngine({ wordDelayMs }: { wordDelayMs: number }): ReplyEngine {
  return {
    name: 'persona',
    async *generate(request) {
      const words = composeReply(request).match(/\S+\s*/g) ?? ['…'];
      const random = seeded(`${request.seed}:pace`);
      for (const word of words) {
        if (request.signal.aborted) return;
        // A little jitter reads like typing; punctuation earns a short breath.
        const breath = /[.?!]\s*$/.test(word) ? 3 : 1;
        await pause(wordDelayMs * (0.6 + random() * 0.8) * breath, request.signal);
        if (request.signal.aborted) return;
        yield word;
      }
    },
  };
}

/** The whole reply text: deterministic for a given request and seed. */
export function composeReply({ persona, history, others, seed }: ReplyRequest): string {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const lastUser = [...history].reverse().find((turn) => turn.avatarId === null);
  const said = lastUser?.text.toLowerCase() ?? '';
  const interests = persona.interests.length ? persona.interests : ['a good conversation'];
  // Mid-sentence, "Nature documentaries" reads "nature documentaries" (acronyms stay).
  const [interest, interest2] = [pick(interests), pick(interests)].map((i) =>
    /^[A-Z][a-z]/.test(i) ? i[0]?.toLowerCase() + i.slice(1) : i,
  ) as [string, string];
  const fill = (line: string, topic = '') =>
    line
      .replaceAll('{user}', lastUser?.name && lastUser.name !== 'You' ? lastUser.name : 'you')
      .replaceAll('{name}', persona.name)
      .replaceAll('{age}', String(persona.age))
      .replaceAll('{occupation}', withArticle(persona.occupation.toLowerCase()))
      .replaceAll('{tagline}', persona.tagline.replace(/[.!]+$/, '').toLowerCase())
      .replaceAll('{trait}', (pick(persona.personality) ?? 'curious').toLowerCase())
      .replaceAll('{interest2}', interest2 === interest ? 'a good book' : interest2)
      .replaceAll('{interest}', interest)
      .replaceAll('{mood}', pick(['calm', 'busy', 'lovely', 'long but good', 'surprising']))
      .replaceAll('{topic}', topic)
      .replace(/^\{user\}|^you,/, 'You,');
  const line = (bank: LineBank, topic?: string) => fill(pick(LINES[bank]), topic);

  const parts: string[] = [];
  if (history.length <= 1 && !lastUser) parts.push(persona.greeting);
  const previous = history.at(-1);
  const otherSpoke = others.find((o) => previous?.avatarId === o.id);
  if (otherSpoke && random() < 0.6)
    parts.push(fill(pick(LINES.group).replaceAll('{other}', otherSpoke.name)));
  const triggered = TRIGGERS.filter(([, pattern]) => pattern.test(said)).map(([bank]) => bank);
  for (const bank of triggered.slice(0, 2)) parts.push(line(bank));
  const shared = persona.interests.find((i) => said.includes(i.toLowerCase()));
  if (shared) parts.push(line('sharedInterest', shared));
  if (said.includes('?') && !triggered.length) parts.push(line('question'));
  if (!triggered.length && !shared) parts.push(line('react'));
  if (random() < 0.5) parts.push(line('aside'));
  if (!triggered.includes('bye')) parts.push(line('follow'));
  const text = parts
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(
      /(^|[.!?]\s+)(\p{Ll})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
  return text || persona.greeting || 'Hi!';
}

function withArticle(noun: string): string {
  return /^(a|an|the)\s/.test(noun) ? noun : `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** A small seeded PRNG (xmur3 hash → mulberry32): same seed, same sequence. */
export function seeded(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
