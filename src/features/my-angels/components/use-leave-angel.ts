import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { DEFAULT_TOAST_LIFE, toast, type ToastInput } from '@/lib/toast/toast-store';
import { forgetAngel, forgetAngelDetails } from '../api/forget-angel';

/**
 * Back to My Angels once the Angel on this page is no more: after Delete here (the returned
 * function, with what to say), or at once when the server says it was deleted elsewhere
 * (`gone`), which would otherwise go on showing from the kept copy.
 */
export function useLeaveAngel(id: number, gone: boolean) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const left = useRef(false);

  async function leave(message: Pick<ToastInput, 'severity' | 'summary'>) {
    left.current = true;
    toast.add({ ...message, life: DEFAULT_TOAST_LIFE });
    // Replaced: Back must not return to a page that is no more.
    await navigate({ to: '/avatars/ai', replace: true });
    forgetAngelDetails(queryClient, id);
  }

  useEffect(() => {
    if (!gone || left.current) return;
    forgetAngel(queryClient, id);
    void leave({ severity: 'info', summary: 'This Angel was deleted.' });
  });

  return leave;
}
