import { isStorable, UNSTORABLE_MESSAGE } from './text.ts';

/**
 * Whether a JSON value (a client's draft, an imported card's extra data) can be stored in a
 * PostgreSQL jsonb column as it is: every key and string free of NUL and lone surrogates, and
 * nested no deeper than `maxDepth`. The walk keeps its own stack instead of recursing, so a
 * value nested thousands deep is refused instead of overflowing the call stack. Zod-free and
 * Node-free: the contract, the server and the browser can all use it.
 */

export interface JsonProblem {
  /** Dotted path from the value's root ("" for the root, "a.0.b" for a nested item). */
  path: string;
  problem: string;
}

export interface StorableJsonOptions {
  /** The most arrays/objects one inside another (the root container counts as 1). */
  maxDepth?: number;
}

interface Pending {
  value: unknown;
  path: string;
  depth: number;
  /** Set for an object key that cannot be stored (reported when reached, in document order). */
  badKey?: true;
}

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/** The first problem in document order, or null when the value can be stored. */
export function checkStorableJson(
  value: unknown,
  { maxDepth = 32 }: StorableJsonOptions = {},
): JsonProblem | null {
  const stack: Pending[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: item, path, depth, badKey } = stack.pop() as Pending;
    if (badKey) return { path, problem: `has a key that ${UNSTORABLE_MESSAGE}` };
    if (typeof item === 'string') {
      if (!isStorable(item)) return { path, problem: UNSTORABLE_MESSAGE };
      continue;
    }
    if (item === null || typeof item === 'boolean') continue;
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return { path, problem: 'is not a finite number' };
      continue;
    }
    if (typeof item !== 'object') return { path, problem: 'is not a JSON value' };
    if (depth + 1 > maxDepth) {
      return { path, problem: `is nested deeper than ${maxDepth} levels` };
    }
    const children: Pending[] = [];
    if (Array.isArray(item)) {
      item.forEach((child, index) => {
        children.push({ value: child, path: join(path, index), depth: depth + 1 });
      });
    } else {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorable(key)) children.push({ value: null, path, depth, badKey: true });
        else children.push({ value: child, path: join(path, key), depth: depth + 1 });
      }
    }
    // Reversed onto the stack so the first child is checked first (document order).
    for (let index = children.length - 1; index >= 0; index -= 1) {
      stack.push(children[index] as Pending);
    }
  }
  return null;
}
