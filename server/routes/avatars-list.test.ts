import { describe, expect, it } from 'vitest';
import { avatarPageSchema, type AvatarPage } from '../contract/avatars.ts';
import { apiErrorSchema } from '../contract/errors.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('GET /api/avatars', () => {
  const t = useTestApp();
  const list = async (query = ''): Promise<AvatarPage> => {
    const res = await t.app.request(`/api/avatars${query}`);
    expect(res.status).toBe(200);
    return avatarPageSchema.parse(await res.json());
  };

  it('lists the first page of everyone by default, 12 per page, ordered by id', async () => {
    const page = await list();
    expect(page).toMatchObject({ firstPage: true, lastPage: false, page: 1, pageSize: 12 });
    expect(page.total).toBeGreaterThanOrEqual(60);
    expect(page.items).toHaveLength(12);
    const ids = page.items.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(page.items[0]).toMatchObject({ imageWidth: 480, imageHeight: 600 });
    expect(page.items[0]?.imageUrl).toMatch(/^\/api\/avatars\/\d+\/portrait\.svg\?v=[\w-]+$/);
  });

  it('is publicly cacheable, revalidated on every use (a curator may change it)', async () => {
    const res = await t.app.request('/api/avatars');
    expect(res.headers.get('Cache-Control')).toBe('public, no-cache');
    const etag = res.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await t.app.request('/api/avatars', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('filters by gender, with at least four pages of women', async () => {
    const women = await list('?gender=FEMALE');
    expect(women.items.length).toBeGreaterThan(0);
    expect(women.items.every((a) => a.gender === 'FEMALE')).toBe(true);
    expect(women.total).toBeGreaterThan(36);
    const men = await list('?gender=MALE&pageSize=60');
    expect(men.items.length).toBeGreaterThan(0);
    expect(men.items.every((a) => a.gender === 'MALE')).toBe(true);
    expect(men.total + women.total).toBe((await list()).total);
  });

  it('filters by an inclusive age range', async () => {
    const page = await list('?minAge=30&maxAge=40&pageSize=60');
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((a) => a.age >= 30 && a.age <= 40)).toBe(true);
    const exact = await list('?minAge=18&maxAge=18');
    expect(exact.items.length).toBeGreaterThan(0);
    expect(exact.items.every((a) => a.age === 18)).toBe(true);
  });

  it('filters by one or several ethnicities', async () => {
    const one = await list('?ethnicity=BLACK&pageSize=60');
    expect(one.items.length).toBeGreaterThan(0);
    expect(one.items.every((a) => a.ethnicity === 'BLACK')).toBe(true);
    const two = await list('?ethnicity=ASIAN,LATINA&pageSize=60');
    expect(new Set(two.items.map((a) => a.ethnicity))).toEqual(new Set(['ASIAN', 'LATINA']));
  });

  it('combines filters', async () => {
    const page = await list('?gender=FEMALE&minAge=20&maxAge=50&ethnicity=SOUTH_ASIAN,MIXED');
    expect(page.total).toBeGreaterThan(0);
    for (const a of page.items) {
      expect(a.gender).toBe('FEMALE');
      expect(a.age).toBeGreaterThanOrEqual(20);
      expect(a.age).toBeLessThanOrEqual(50);
      expect(['SOUTH_ASIAN', 'MIXED']).toContain(a.ethnicity);
    }
  });

  it('pages without overlap and flags the first and last page', async () => {
    const first = await list('?gender=FEMALE&page=1');
    const second = await list('?gender=FEMALE&page=2');
    expect(second.firstPage).toBe(false);
    const firstIds = new Set(first.items.map((a) => a.id));
    expect(second.items.some((a) => firstIds.has(a.id))).toBe(false);
    const lastPageNumber = Math.ceil(first.total / 12);
    const last = await list(`?gender=FEMALE&page=${lastPageNumber}`);
    expect(last.lastPage).toBe(true);
    expect(last.items.length).toBeGreaterThan(0);
  });

  it('answers past the end with no items and lastPage', async () => {
    const page = await list('?page=500');
    expect(page).toMatchObject({ items: [], lastPage: true, firstPage: false });
    expect(page.total).toBeGreaterThan(0);
    const none = await list('?minAge=99');
    expect(none).toMatchObject({ items: [], total: 0, firstPage: true, lastPage: true });
  });

  it.each([
    ['?minAge=abc', 'minAge must be a whole number', 'minAge'],
    ['?maxAge=12.5', 'maxAge must be a whole number', 'maxAge'],
    ['?minAge=10', 'minAge must be at least 18', 'minAge'],
    ['?minAge=50&maxAge=20', 'maxAge must not be less than minAge', 'maxAge'],
    ['?pageSize=100000', 'pageSize must be at most 60', 'pageSize'],
    ['?pageSize=0', 'pageSize must be at least 1', 'pageSize'],
    ['?page=0', 'page starts at 1', 'page'],
    ['?page=two', 'page must be a whole number', 'page'],
    ['?gender=OTHER', 'gender must be MALE or FEMALE', 'gender'],
    ['?ethnicity=FOO', 'Unknown ethnicity: FOO', 'ethnicity.0'],
    ['?ethnicity=ASIAN,FOO', 'Unknown ethnicity: FOO', 'ethnicity.1'],
  ])('rejects %s with a readable 400', async (query, message, path) => {
    const res = await t.app.request(`/api/avatars${query}`);
    expect(res.status).toBe(400);
    const body = apiErrorSchema.parse(await res.json());
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toBe(message);
    expect(body.issues).toContainEqual({ path, message });
  });
});
