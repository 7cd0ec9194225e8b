import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@contract/paging.ts';
import { PUSH_DEVICES_PAGE_SIZE } from '@contract/push-constants.ts';
import type { PushDevice, PushPreferences, SubscribeBody } from '@contract/push.ts';
import { authClient } from '@/lib/auth/auth-client';
import { pagedListQueryOptions, usePagedList } from '@/lib/paged-list';
import { privateKey } from '@/lib/private-query';

export const pushKeys = {
  all: privateKey('push'),
  devices: privateKey('push', 'devices'),
  preferences: privateKey('push', 'preferences'),
  key: privateKey('push', 'key'),
};

export const fetchPublicKey = () =>
  authClient.get<{ publicKey: string }>('/push/key').then((answer) => answer.publicKey);

export const addDevice = (subscription: SubscribeBody) =>
  authClient.post<PushDevice>('/push/devices', subscription);

export const removeDevice = (id: string) =>
  authClient.delete<void>(`/push/devices/${encodeURIComponent(id)}`);

export const reportPresence = (tabId: string, visible: boolean) =>
  authClient.put<void>('/push/presence', { tabId, visible });

export const devicesQuery = pagedListQueryOptions<PushDevice>({
  queryKey: pushKeys.devices,
  pageSize: PUSH_DEVICES_PAGE_SIZE,
  fetchPage: (page, pageSize, signal) =>
    authClient.get<Paged<PushDevice>>('/push/devices', { query: { page, pageSize }, signal }),
});

export const useDevices = () => usePagedList(devicesQuery);

export function usePreferences() {
  return useQuery({
    queryKey: pushKeys.preferences,
    queryFn: () => authClient.get<PushPreferences>('/push/preferences'),
  });
}

export function useSetPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: PushPreferences) =>
      authClient.put<PushPreferences>('/push/preferences', choice),
    onSuccess: (saved) => client.setQueryData(pushKeys.preferences, saved),
  });
}

/** After a device was turned on or off anywhere on this page. */
export const useRefreshDevices = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: pushKeys.devices });
};
