import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDetail } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { caseChanged } from './case-cache';

export function claimCase(id: string): Promise<CaseDetail> {
  return authClient.post<CaseDetail>(`/admin/cases/${encodeURIComponent(id)}/claim`);
}

/**
 * Takes a case. Another agent may have taken it a moment earlier: the server refuses with
 * 409 CASE_CLAIMED naming who, and the views read again so the row shows them too.
 */
export function useClaimCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCase,
    onSuccess: (detail) => caseChanged(queryClient, detail),
    onError: () => caseChanged(queryClient),
  });
}
