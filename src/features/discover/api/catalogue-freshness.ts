/**
 * A returning visitor's kept catalogue (the persisted query cache) follows the curators: the
 * catalogue's version (GET /api/avatars/version) is kept on the device, and when the server's
 * differs (an Angel added, edited, published or unpublished since), every catalogue page is
 * read again. Checked when a catalogue page mounts, whenever the tab comes back into view, and
 * before a kept profile is shown.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CatalogueVersionStamp } from '@contract/catalogue.ts';
import { apiClient } from '@/lib/api-client';
import { avatarKeys } from './query-keys';

/** Local storage: the catalogue version this device's kept pages were read at. */
export const CATALOGUE_VERSION_KEY = 'catalogue-version';

function kept(): { get: () => string | null; set: (value: string) => void } {
  try {
    const storage = window.localStorage;
    return {
      get: () => storage.getItem(CATALOGUE_VERSION_KEY),
      set: (value) => storage.setItem(CATALOGUE_VERSION_KEY, value),
    };
  } catch {
    return { get: () => null, set: () => {} };
  }
}

let checking: Promise<void> | null = null;

export function checkCatalogueVersion(queryClient: QueryClient): Promise<void> {
  checking ??= (async () => {
    try {
      const { version } = await apiClient.get<CatalogueVersionStamp>('/avatars/version');
      const store = kept();
      const before = store.get();
      store.set(version);
      if (before !== null && before !== version) {
        // A kept profile not on screen is dropped, not shown stale while it is read again: it
        // may have been unpublished (its page a 404 now).
        queryClient.removeQueries({ queryKey: [...avatarKeys.all, 'detail'], type: 'inactive' });
        await queryClient.invalidateQueries({ queryKey: avatarKeys.all });
      }
    } catch {
      // Offline or refused: the kept pages stay until the next check.
    } finally {
      checking = null;
    }
  })();
  return checking;
}

export function useCatalogueFreshness(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void checkCatalogueVersion(queryClient);
    const onShow = () => {
      if (document.visibilityState === 'visible') void checkCatalogueVersion(queryClient);
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [queryClient]);
}
