import type { GeneratorState, GeneratorStateResponse } from '@contract/angels.ts';
import { authClient } from '@/lib/auth/auth-client';

/** The draft this user saved on the server (from any device), or null. */
export async function getGeneratorState(userId: string): Promise<GeneratorState | null> {
  return (await authClient.get<GeneratorStateResponse>(`/users/${userId}/generator-state`)).state;
}

export function putGeneratorState(userId: string, state: GeneratorState): Promise<unknown> {
  return authClient.put(`/users/${userId}/generator-state`, state);
}

export function deleteGeneratorState(userId: string): Promise<unknown> {
  return authClient.delete(`/users/${userId}/generator-state`);
}
