import { describe, expect, it } from 'vitest';
import {
  DISCOVER_DEFAULTS,
  DISCOVER_PAGE_SIZE,
  activeFilterCount,
  discoverSearchNote,
  ethnicityLabel,
  parseAvatarId,
  parseDiscoverSearch,
  toAvatarListQuery,
} from './model';
import { ageInputError } from './age-rules';

const parse = parseDiscoverSearch;

describe('parseDiscoverSearch', () => {
  it('gives the default filters for an empty search', () => {
    expect(parse({})).toEqual({ gender: 'FEMALE', minAge: 18, maxAge: 99, ethnicity: [] });
    expect(DISCOVER_PAGE_SIZE).toBe(12);
  });

  it('keeps valid values', () => {
    expect(
      parse({ gender: 'MALE', minAge: 25, maxAge: 40, ethnicity: ['ASIAN', 'LATINA'] }),
    ).toEqual({ gender: 'MALE', minAge: 25, maxAge: 40, ethnicity: ['ASIAN', 'LATINA'] });
  });

  it('falls back on an unknown gender', () => {
    expect(parse({ gender: 'x' }).gender).toBe('FEMALE');
    expect(parse({ gender: 'male' }).gender).toBe('FEMALE');
    expect(parse({ gender: 3 }).gender).toBe('FEMALE');
  });

  it('parses ages as integers from numbers and numeric strings', () => {
    expect(parse({ minAge: '25', maxAge: '30' })).toMatchObject({ minAge: 25, maxAge: 30 });
    expect(parse({ minAge: '25.7' }).minAge).toBe(25);
    expect(parse({ minAge: 25.7 }).minAge).toBe(25);
    expect(parse({ maxAge: ' 40 ' }).maxAge).toBe(40);
  });

  it('falls back per field on malformed ages, and clamps out-of-range ones', () => {
    expect(parse({ minAge: 'abc' }).minAge).toBe(18);
    expect(parse({ minAge: '25abc' }).minAge).toBe(18);
    expect(parse({ minAge: '' }).minAge).toBe(18);
    expect(parse({ minAge: 17 }).minAge).toBe(18);
    expect(parse({ minAge: -20 }).minAge).toBe(18);
    expect(parse({ minAge: null }).minAge).toBe(18);
    expect(parse({ minAge: [25] }).minAge).toBe(18);
    expect(parse({ maxAge: 500 }).maxAge).toBe(99);
    expect(parse({ maxAge: 'Infinity' }).maxAge).toBe(99);
    expect(parse({ maxAge: true }).maxAge).toBe(99);
    expect(parse({ minAge: 30, maxAge: 500 })).toMatchObject({ minAge: 30, maxAge: 99 });
    expect(parse({ minAge: 150, maxAge: 99 })).toMatchObject({ minAge: 99, maxAge: 99 });
  });

  it('swaps ages given the wrong way round, keeping every other filter', () => {
    expect(parse({ minAge: 50, maxAge: 20, gender: 'MALE', ethnicity: 'ASIAN' })).toEqual({
      gender: 'MALE',
      minAge: 20,
      maxAge: 50,
      ethnicity: ['ASIAN'],
    });
    expect(parse({ minAge: 40, maxAge: 40 })).toMatchObject({ minAge: 40, maxAge: 40 });
  });

  it('says what it corrected, and nothing when nothing was', () => {
    expect(discoverSearchNote({ minAge: 50, maxAge: 20 })).toBe(
      "The link's minimum age was above its maximum, so the two were swapped: showing Angels aged 20 to 50.",
    );
    expect(discoverSearchNote({ minAge: 10, maxAge: 300 })).toBe(
      'Ages go from 18 to 99: showing Angels aged 18 to 99.',
    );
    expect(discoverSearchNote({ minAge: 300, maxAge: 30 })).toMatch(/wrong way round: .* 30 to 99/);
    expect(discoverSearchNote({ minAge: 20, maxAge: 50 })).toBeNull();
    expect(discoverSearchNote({ minAge: 'abc' })).toBeNull();
    expect(discoverSearchNote({})).toBeNull();
  });

  it('drops unknown ethnicities and accepts comma-separated strings', () => {
    expect(parse({ ethnicity: ['ASIAN', 'MARTIAN', 3, null] }).ethnicity).toEqual(['ASIAN']);
    expect(parse({ ethnicity: 'BLACK,ASIAN' }).ethnicity).toEqual(['ASIAN', 'BLACK']);
    expect(parse({ ethnicity: 'MARTIAN' }).ethnicity).toEqual([]);
    expect(parse({ ethnicity: ['ASIAN', 'ASIAN'] }).ethnicity).toEqual(['ASIAN']);
    expect(parse({ ethnicity: 5 }).ethnicity).toEqual([]);
    expect(parse({ ethnicity: { a: 1 } }).ethnicity).toEqual([]);
  });

  it('ignores unrelated params', () => {
    expect(parse({ foo: 'bar' })).toEqual(DISCOVER_DEFAULTS);
  });
});

describe('ageInputError', () => {
  it('accepts whole numbers in range', () => {
    expect(ageInputError('18', 'Minimum age')).toBeNull();
    expect(ageInputError('99', 'Maximum age')).toBeNull();
  });

  it('explains what is wrong', () => {
    expect(ageInputError('', 'Minimum age')).toBe('Minimum age must be a whole number.');
    expect(ageInputError('2.5', 'Minimum age')).toBe('Minimum age must be a whole number.');
    expect(ageInputError('17', 'Minimum age')).toBe('Minimum age must be between 18 and 99.');
    expect(ageInputError('100', 'Maximum age')).toBe('Maximum age must be between 18 and 99.');
  });
});

describe('toAvatarListQuery', () => {
  it('joins ethnicities with commas and omits an empty list', () => {
    expect(
      toAvatarListQuery({ ...DISCOVER_DEFAULTS, ethnicity: ['ASIAN', 'BLACK'] }, 2, 12),
    ).toEqual({
      gender: 'FEMALE',
      minAge: 18,
      maxAge: 99,
      ethnicity: 'ASIAN,BLACK',
      page: 2,
      pageSize: 12,
    });
    expect(toAvatarListQuery(DISCOVER_DEFAULTS, 1, 12)).not.toHaveProperty('ethnicity');
  });
});

describe('parseAvatarId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseAvatarId('7')).toBe(7);
    expect(parseAvatarId('0')).toBeNull();
    expect(parseAvatarId('07')).toBeNull();
    expect(parseAvatarId('abc')).toBeNull();
    expect(parseAvatarId('1.5')).toBeNull();
  });
});

describe('ethnicityLabel', () => {
  it('prefers the API label and derives one otherwise', () => {
    expect(ethnicityLabel('ASIAN', 'FEMALE', [{ value: 'ASIAN', label: 'East Asian' }])).toBe(
      'East Asian',
    );
    expect(ethnicityLabel('MIDDLE_EASTERN', 'MALE')).toBe('Middle Eastern');
  });

  it("follows the Angel's gender where the word does", () => {
    const options = [{ value: 'LATINA' as const, label: 'Latina' }];
    expect(ethnicityLabel('LATINA', 'FEMALE', options)).toBe('Latina');
    expect(ethnicityLabel('LATINA', 'MALE', options)).toBe('Latino');
    expect(ethnicityLabel('LATINA', 'MALE')).toBe('Latino');
  });
});

describe('activeFilterCount', () => {
  // Each row: filters that differ from the defaults, and how many the phone's button shows.
  const cases: ReadonlyArray<[string, Partial<typeof DISCOVER_DEFAULTS>, number]> = [
    ['the defaults', {}, 0],
    ['another gender', { gender: 'MALE' }, 1],
    ['a raised minimum age', { minAge: 30 }, 1],
    ['a lowered maximum age', { maxAge: 40 }, 1],
    ['both age bounds (one range)', { minAge: 30, maxAge: 40 }, 1],
    ['one ethnicity', { ethnicity: ['ASIAN'] }, 1],
    ['two ethnicities', { ethnicity: ['ASIAN', 'BLACK'] }, 2],
    [
      'everything at once',
      { gender: 'MALE', minAge: 25, maxAge: 35, ethnicity: ['ASIAN', 'BLACK'] },
      4,
    ],
  ];
  it.each(cases)('counts %s', (_name, change, expected) => {
    expect(activeFilterCount({ ...DISCOVER_DEFAULTS, ...change })).toBe(expected);
  });

  it('counts nothing for a URL that only spells out the defaults', () => {
    expect(activeFilterCount(parse({ gender: 'FEMALE', minAge: '18', maxAge: '99' }))).toBe(0);
  });
});
