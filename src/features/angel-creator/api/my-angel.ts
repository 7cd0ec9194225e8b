import type { AngelDraft, MyAngel } from '@contract/angels.ts';
import { authClient } from '@/lib/auth/auth-client';
import { authPut } from './auth-put';

/**
 * The "My Angels" list's keys all start with this (agreed with that feature, which this one
 * may not import): a created or edited Angel refreshes every list and detail under it.
 */
export const MY_ANGELS_ROOT = 'my-angels';

export function getMyAngel(id: number): Promise<MyAngel> {
  return authClient.get<MyAngel>(`/my-angels/${id}`);
}

export function createMyAngel(requestId: string, draft: AngelDraft): Promise<MyAngel> {
  return authClient.post<MyAngel>('/my-angels', { requestId, draft });
}

export function updateMyAngel(id: number, draft: AngelDraft): Promise<MyAngel> {
  return authPut<MyAngel>(`/my-angels/${id}`, { draft });
}
