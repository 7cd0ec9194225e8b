import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@contract/auth.ts';
import { apiClient } from '@/lib/api-client';

export function register(body: RegisterBody): Promise<{ message: string }> {
  return apiClient.post('/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
