import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function forgotPassword(body: { email: string }): Promise<{ message: string }> {
  return apiClient.post('/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
