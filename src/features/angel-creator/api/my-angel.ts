import type { AngelDraft, MyAngel } from '@contract/angels.ts';
import { authClient } from '@/lib/auth/auth-client';
import { privateKey } from '@/lib/private-query';

/**
 * Every "My Angels" query key starts with this private prefix (agreed with that feature, which
 * this one may not import; the chats' group picker uses it too): a created or edited Angel
 * refreshes every list and detail under it.
 */
export const myAngelsRoot = () => privateKey('my-angels');

export function getMyAngel(id: number): Promise<MyAngel> {
  return authClient.get<MyAngel>(`/my-angels/${id}`);
}

export function createMyAngel(requestId: string, draft: AngelDraft): Promise<MyAngel> {
  return authClient.post<MyAngel>('/my-angels', { requestId, draft });
}

export function updateMyAngel(id: number, draft: AngelDraft): Promise<MyAngel> {
  return authClient.put<MyAngel>(`/my-angels/${id}`, { draft });
}
