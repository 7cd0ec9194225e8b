import { describe, expect, it } from 'vitest';
import { checkStorableJson } from './storable-json.ts';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
};

describe('checkStorableJson', () => {
  it('accepts ordinary JSON, empty containers and scalars', () => {
    expect(checkStorableJson({ a: [1, 'two', null, true, { b: [] }], c: {} })).toBeNull();
    expect(checkStorableJson('text')).toBeNull();
    expect(checkStorableJson(nested(32))).toBeNull();
  });

  it('names the first string or key that PostgreSQL cannot store', () => {
    expect(checkStorableJson({ a: 'x\u0000y' })).toEqual({
      path: 'a',
      problem: expect.stringMatching(/cannot be stored/) as string,
    });
    expect(checkStorableJson({ ok: 'fine', list: ['a', { deep: 'lone \uD800' }] })?.path).toBe(
      'list.1.deep',
    );
    expect(checkStorableJson({ first: { 'k\u0000': 1 } })).toEqual({
      path: 'first',
      problem: expect.stringMatching(/^has a key that/) as string,
    });
    // Document order: the earlier field's problem wins over a later bad key.
    expect(checkStorableJson({ a: ['\uDC00'], 'b\u0000': 1 })?.path).toBe('a.0');
    expect(checkStorableJson('\uD83D\uDE00 paired surrogates are fine')).toBeNull();
  });

  it('refuses nesting deeper than the limit, even thousands deep, without throwing', () => {
    expect(checkStorableJson(nested(33))?.problem).toMatch(/deeper than 32/);
    expect(checkStorableJson(nested(3), { maxDepth: 2 })?.path).toBe('0.0');
    const deep = nested(5000);
    expect(() => checkStorableJson(deep)).not.toThrow();
    expect(checkStorableJson(deep)?.problem).toMatch(/nested deeper/);
    let object: unknown = {};
    for (let level = 0; level < 5000; level += 1) object = { o: object };
    expect(checkStorableJson(object)?.path).toBe(Array(32).fill('o').join('.'));
  });

  it('refuses values JSON cannot carry', () => {
    expect(checkStorableJson({ n: Number.NaN })?.path).toBe('n');
    expect(checkStorableJson({ f: () => 1 })?.problem).toMatch(/not a JSON value/);
  });
});
