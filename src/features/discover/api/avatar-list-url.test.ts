import { describe, expect, it } from 'vitest';
import { avatarListPath } from '@contract/avatar-list-url.ts';
import {
  DISCOVER_DEFAULTS,
  DISCOVER_PAGE_SIZE,
  toAvatarListQuery,
  type DiscoverSearch,
} from '../model';

describe("the grid's request URL", () => {
  it('is, for the default search, the text the server preloads with the page', () => {
    // server/first-load/first-load.test.ts holds the server's hint to this same text.
    expect(avatarListPath(toAvatarListQuery(DISCOVER_DEFAULTS, 1, DISCOVER_PAGE_SIZE))).toBe(
      '/avatars?gender=FEMALE&minAge=18&maxAge=99&page=1&pageSize=12',
    );
  });

  it('carries the filters in a fixed order, ethnicities comma-separated', () => {
    const search: DiscoverSearch = {
      gender: 'MALE',
      minAge: 25,
      maxAge: 40,
      ethnicity: ['ASIAN', 'BLACK'],
    };
    expect(avatarListPath(toAvatarListQuery(search, 2, 12))).toBe(
      '/avatars?gender=MALE&minAge=25&maxAge=40&ethnicity=ASIAN%2CBLACK&page=2&pageSize=12',
    );
  });
});
