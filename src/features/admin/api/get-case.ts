import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseDetail } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { adminKeys } from './query-keys';

export function getCase(id: string, signal?: AbortSignal): Promise<CaseDetail> {
  return authClient.get<CaseDetail>(`/admin/cases/${encodeURIComponent(id)}`, { signal });
}

export function caseQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.case(id),
    queryFn: ({ signal }) => getCase(id, signal),
    staleTime: 0,
  });
}

export function useCase(id: string | null) {
  return useQuery({ ...caseQueryOptions(id ?? ''), enabled: id !== null });
}
