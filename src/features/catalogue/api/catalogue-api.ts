/**
 * The console's catalogue (/api/admin/catalogue, curators only). Everything here is private:
 * removed at logout and never persisted, like the rest of the console.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AngelDraft } from '@contract/angels.ts';
import type {
  CatalogueAngel,
  CatalogueFields,
  CataloguePage,
  CatalogueVersionPage,
} from '@contract/catalogue.ts';
import { authClient } from '@/lib/auth/auth-client';
import { privateKey } from '@/lib/private-query';
import type { CatalogueSearch } from '../model';

const BASE = '/admin/catalogue';
export const CATALOGUE_PAGE_SIZE = 20;
export const VERSIONS_PAGE_SIZE = 10;

export const catalogueKeys = {
  all: privateKey('catalogue'),
  list: (search: Omit<CatalogueSearch, 'id'>) => privateKey('catalogue', 'list', search),
  angel: (id: number) => privateKey('catalogue', 'angel', id),
  versions: (id: number, page: number) => privateKey('catalogue', 'versions', id, page),
};

export function catalogueListOptions({ q, status, page }: Omit<CatalogueSearch, 'id'>) {
  return queryOptions({
    queryKey: catalogueKeys.list({ q, status, page }),
    queryFn: ({ signal }) =>
      authClient.get<CataloguePage>(BASE, {
        signal,
        query: { ...(q ? { q } : {}), status, page, pageSize: CATALOGUE_PAGE_SIZE },
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function catalogueAngelOptions(id: number) {
  return queryOptions({
    queryKey: catalogueKeys.angel(id),
    queryFn: ({ signal }) => authClient.get<CatalogueAngel>(`${BASE}/${id}`, { signal }),
    staleTime: 0,
  });
}

export function useCatalogueVersions(id: number, page: number) {
  return useQuery({
    queryKey: catalogueKeys.versions(id, page),
    queryFn: ({ signal }) =>
      authClient.get<CatalogueVersionPage>(`${BASE}/${id}/versions`, {
        signal,
        query: { page, pageSize: VERSIONS_PAGE_SIZE },
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export type CatalogueChange =
  | { kind: 'create'; draft: AngelDraft }
  | { kind: 'import'; fileName: string; contentBase64: string; age?: number }
  | { kind: 'edit'; id: number; version: number; fields: CatalogueFields }
  | { kind: 'publish' | 'unpublish'; id: number }
  | { kind: 'restore'; id: number; version: number };

function sendChange(change: CatalogueChange): Promise<CatalogueAngel> {
  switch (change.kind) {
    case 'create':
      return authClient.post(BASE, { draft: change.draft });
    case 'import': {
      const { fileName, contentBase64, age } = change;
      return authClient.post(`${BASE}/import`, { fileName, contentBase64, age });
    }
    case 'edit':
      return authClient.put(`${BASE}/${change.id}`, {
        version: change.version,
        fields: change.fields,
      });
    case 'publish':
    case 'unpublish':
      return authClient.post(`${BASE}/${change.id}/${change.kind}`);
    case 'restore':
      return authClient.post(`${BASE}/${change.id}/versions/${change.version}/restore`);
  }
}

/**
 * Every change: the Angel's answer replaces its cached copy, the lists and histories are read
 * again, and `onChanged` lets the route refresh what visitors see (Discover's queries).
 */
export function useCatalogueChange(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: (angel) => {
      queryClient.setQueryData(catalogueKeys.angel(angel.id), angel);
      void queryClient.invalidateQueries({
        queryKey: catalogueKeys.all,
        predicate: (query) => query.queryKey[2] !== 'angel',
      });
      onChanged();
    },
  });
}
