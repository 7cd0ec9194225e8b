import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDetail } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { caseChanged } from './case-cache';

export function releaseCase(id: string): Promise<CaseDetail> {
  return authClient.post<CaseDetail>(`/admin/cases/${encodeURIComponent(id)}/release`);
}

/** Gives a claimed case back to the queue. */
export function useReleaseCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseCase,
    onSuccess: (detail) => caseChanged(queryClient, detail),
    onError: () => caseChanged(queryClient),
  });
}
