import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDetail, ResolveCaseBody } from '@contract/moderation.ts';
import { authClient } from '@/lib/auth/auth-client';
import { caseChanged } from './case-cache';

export function resolveCase(id: string, body: ResolveCaseBody): Promise<CaseDetail> {
  return authClient.post<CaseDetail>(`/admin/cases/${encodeURIComponent(id)}/resolve`, body);
}

/** Closes a case: dismissed (nothing wrong) or actioned, with the agent's note. */
export function useResolveCase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveCaseBody) => resolveCase(id, body),
    onSuccess: (detail) => caseChanged(queryClient, detail),
    onError: () => caseChanged(queryClient),
  });
}
