import { memo } from './memo.ts';
import { contract } from './text-tools.ts';

/**
 * Picks and fills templates. A template is plain text with `{name}` slots. The Angel never
 * uses a template twice in a row: its fixed words (the longer pieces between slots) are
 * looked for in the text to avoid (the Angel's own last replies and, in a group, what the
 * others just said), and a template found there is passed over. No bookkeeping is stored:
 * the conversation itself is the record.
 */
export type Vars = Record<string, string>;

export class Writer {
  private readonly avoid: string;

  constructor(
    private readonly random: () => number,
    avoid: string,
  ) {
    this.avoid = normalAvoid(avoid);
  }

  /** true with probability p. */
  chance(p: number): boolean {
    return this.random() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  /** A copy in random order. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** A fresh template of the bank, filled. */
  line(bank: readonly string[], vars: Vars = {}): string {
    const usable = bank.filter((t) => fits(t, vars));
    const fresh = usable.filter((t) => !this.used(t));
    return fill(this.pick(fresh.length ? fresh : usable.length ? usable : bank), vars);
  }

  /** Whether the template's fixed words were already said in the text to avoid. */
  used(template: string): boolean {
    return signatureOf(template).some((piece) => this.avoid.includes(piece));
  }
}

// Compared contracted, so "that is" in a template finds "that's" in a reply.
const normal = (text: string) =>
  contract(text.replace(/’/g, "'"))
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ');

// Every draft of a reply avoids the same text (up to the chat's earlier replies): read it once.
const normalAvoid = memo(normal, 8);

/** The pieces of fixed text that identify a template: three words or more. */
export function signatureOf(template: string): string[] {
  const pieces = template
    .split(/\{\w+\}/)
    .map((piece) => normal(piece).trim())
    .filter((piece) => piece.split(' ').length >= 3);
  return pieces;
}

// A template needs every slot it names (an empty value is fine: "{user}" may be "").
function fits(template: string, vars: Vars): boolean {
  return [...template.matchAll(/\{(\w+)\}/g)].every(([, key]) => key !== undefined && key in vars);
}

export function fill(template: string, vars: Vars): string {
  return template.replace(/\{(\w+)\}/g, (slot, key: string) => vars[key] ?? slot);
}
