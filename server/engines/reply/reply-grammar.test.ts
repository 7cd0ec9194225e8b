import { describe, expect, it } from 'vitest';
import { composeReply } from './persona-engine.ts';
import type { ReplyTurn } from './reply-engine.ts';
import { ANGELS, CASES, reply } from './reply-test-set.ts';

/** Mistakes a careless template engine makes; none may appear in any rendered reply. */
const MISTAKES: [string, RegExp][] = [
  ['doubled word', /\b(\w+)\s+\1\b/i],
  ['"a" before a vowel sound', /(?<!\p{L})a (?!uni|use|usu|one|eu|ur)[aeiou]/iu],
  ['"an" before a consonant sound', /(?<!\p{L})an (?!hour|honest|heir)[b-df-hj-np-tv-z]/iu],
  ['broken plural', /\b(a|an|one) \w+s (person|lover|fan)\b|\w(ies|ys)s\b|\bs's\b/i],
  ['unfilled slot', /[{}]|\bundefined\b|\bnull\b|NaN/],
  ['first person mismatch', /\bI (is|has|does|spends|works|loves|was not sure|are)\b/],
  ['stray punctuation', /\s[,.!?]|[,;:]{2}|\.\.(?!\.)|,\s*[.!?]|^[^\w"“]/],
  ['article clash', /\b(a|an|the) (a|an|the)\b/i],
  ['lower-case sentence start', /[.!?]\s+[a-z]/],
];

const GROUP_MESSAGES = ['Hi everyone!', 'What is your favourite food?', 'I had a horrible week'];

const found: string[] = [];

function check(text: string, where: string) {
  if (!text.trim()) found.push(`empty — ${where}`);
  for (const [mistake, pattern] of MISTAKES) {
    if (pattern.test(text)) found.push(`${mistake} — ${where}: ${text}`);
  }
}

describe('reply grammar', () => {
  it('renders every Angel × every test message × several seeds without mistakes', () => {
    let rendered = 0;
    for (const persona of ANGELS) {
      for (const [message] of CASES) {
        for (const seed of ['1', '2', '3']) {
          check(
            reply(persona, message, `${persona.id}:${seed}:${message}`),
            `${persona.name}: ${message}`,
          );
          rendered++;
        }
      }
    }
    expect(rendered).toBeGreaterThan(10_000);
    expect(found.slice(0, 10)).toEqual([]);
  });

  it('stays correct deep into a conversation and in groups', () => {
    for (const [index, persona] of ANGELS.entries()) {
      const other = ANGELS[(index + 7) % ANGELS.length]!;
      const history: ReplyTurn[] = [];
      for (const [turn, [message]] of CASES.entries()) {
        history.push({ avatarId: null, name: 'Sam', text: message });
        if (turn % 3 === 0) {
          history.push({
            avatarId: other.id,
            name: other.name,
            text: reply(other, message, `o${turn}`),
          });
        }
        const text = composeReply({
          persona,
          others: [other],
          history: history.slice(-20),
          seed: `${turn}`,
          signal: new AbortController().signal,
        });
        check(text, `${persona.name}, turn ${turn}: ${message}`);
        history.push({ avatarId: persona.id, name: persona.name, text });
      }
      for (const message of GROUP_MESSAGES) check(reply(persona, message, 'g'), persona.name);
    }
    expect(found.slice(0, 10)).toEqual([]);
  });
});
