import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminKeys } from '../api/query-keys';

/**
 * The ladder preview reads the user's standing: another agent may have sanctioned them since
 * it loaded, so opening a sanction dialog reads the history again.
 */
export function useFreshHistoryOnOpen(open: boolean, userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: adminKeys.userHistory(userId) });
  }, [open, userId, queryClient]);
}
