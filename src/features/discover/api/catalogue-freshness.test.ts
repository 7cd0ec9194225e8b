import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_VERSION_KEY, checkCatalogueVersion } from './catalogue-freshness';
import { avatarKeys } from './query-keys';

const served = vi.hoisted(() => ({ version: 'v1' }));

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiClient: { get: vi.fn(async () => ({ version: served.version })) },
}));

/** A client holding a kept list and a kept profile, as a returning visitor's restored cache. */
function keptCatalogue() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData([...avatarKeys.all, 'list', {}], { items: ['Mia'] });
  client.setQueryData(avatarKeys.detail(7), { name: 'Mia' });
  return client;
}

describe("a returning visitor's kept catalogue", () => {
  beforeEach(() => {
    localStorage.clear();
    served.version = 'v1';
  });

  it('is kept while the catalogue has not changed, and the version is remembered', async () => {
    const client = keptCatalogue();
    await checkCatalogueVersion(client);
    expect(localStorage.getItem(CATALOGUE_VERSION_KEY)).toBe('v1');
    await checkCatalogueVersion(client);
    expect(client.getQueryState([...avatarKeys.all, 'list', {}])?.isInvalidated).toBe(false);
    expect(client.getQueryData(avatarKeys.detail(7))).toEqual({ name: 'Mia' });
  });

  it('is read again once a curator changed the catalogue, its kept profiles dropped', async () => {
    localStorage.setItem(CATALOGUE_VERSION_KEY, 'v1');
    served.version = 'v2';
    const client = keptCatalogue();
    await checkCatalogueVersion(client);
    expect(localStorage.getItem(CATALOGUE_VERSION_KEY)).toBe('v2');
    expect(client.getQueryState([...avatarKeys.all, 'list', {}])?.isInvalidated).toBe(true);
    expect(client.getQueryData(avatarKeys.detail(7))).toBeUndefined();
  });
});
