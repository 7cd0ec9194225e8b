import { describe, expect, it } from 'vitest';
import * as avatars from '@contract/avatars.ts';
import * as paging from '@contract/paging.ts';
import * as mirror from './contract-constants';

describe('contract constants mirror', () => {
  it('matches the contract exactly', () => {
    expect(mirror.GENDERS).toEqual(avatars.GENDERS);
    expect(mirror.ETHNICITIES).toEqual(avatars.ETHNICITIES);
    expect(mirror.MIN_AGE).toBe(avatars.MIN_AGE);
    expect(mirror.MAX_AGE).toBe(avatars.MAX_AGE);
    expect(mirror.DEFAULT_GENDER).toBe(avatars.DEFAULT_GENDER);
    expect(mirror.DEFAULT_PAGE_SIZE).toBe(paging.DEFAULT_PAGE_SIZE);
  });
});
