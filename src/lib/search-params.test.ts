import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';
import { stringifySearch } from './search-params';

describe('search params in URLs', () => {
  it("writes a list of words as the spec's comma-separated list", () => {
    expect(stringifySearch({ gender: 'MALE', ethnicity: ['ASIAN', 'BLACK'] })).toBe(
      '?gender=MALE&ethnicity=ASIAN,BLACK',
    );
    expect(stringifySearch({ ethnicity: ['ASIAN'] })).toBe('?ethnicity=ASIAN');
  });

  it("keeps the router's form for everything else", () => {
    expect(stringifySearch({ minAge: 25, page: '2', q: 'a,b', ids: [1, 2] })).toBe(
      '?minAge=25&page=%222%22&q=a,b&ids=%5B1,2%5D',
    );
    expect(stringifySearch({})).toBe('');
  });

  describe("Discover's filters through the app's router", () => {
    const router = createAppRouter(createQueryClient(), createMemoryHistory());

    it('links to them readably', () => {
      const href = router.buildLocation({
        to: '/discover',
        search: { gender: 'MALE', minAge: 25, maxAge: 99, ethnicity: ['ASIAN', 'LATINA'] },
      }).href;
      expect(href).toBe('/discover?gender=MALE&minAge=25&ethnicity=ASIAN,LATINA');
    });

    it.each([
      ['/discover?ethnicity=ASIAN,LATINA&minAge=25', 'the readable form'],
      ['/discover?ethnicity=%5B%22ASIAN%22%2C%22LATINA%22%5D&minAge=25', 'the old JSON form'],
      ['/discover?ethnicity=ASIAN%2CLATINA&minAge=25', 'an encoded comma'],
    ])('reads %s (%s)', (url) => {
      const at = createAppRouter(
        createQueryClient(),
        createMemoryHistory({ initialEntries: [url] }),
      );
      const match = at.matchRoutes(at.state.location).find((m) => m.routeId === '/discover');
      expect(match?.search).toEqual({
        gender: 'FEMALE',
        minAge: 25,
        maxAge: 99,
        ethnicity: ['ASIAN', 'LATINA'],
      });
    });
  });
});
