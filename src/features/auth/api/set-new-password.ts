import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function setNewPassword(body: { token: string; password: string }) {
  return apiClient.post<{ message: string }>('/auth/set-new-password', body);
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
