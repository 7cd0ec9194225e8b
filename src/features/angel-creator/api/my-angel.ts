import type { AngelDraft, MyAngel } from '@contract/angels.ts';
import { authClient } from '@/lib/auth/auth-client';

export function getMyAngel(id: number): Promise<MyAngel> {
  return authClient.get<MyAngel>(`/my-angels/${id}`);
}

export function createMyAngel(requestId: string, draft: AngelDraft): Promise<MyAngel> {
  return authClient.post<MyAngel>('/my-angels', { requestId, draft });
}

export function updateMyAngel(id: number, draft: AngelDraft): Promise<MyAngel> {
  return authClient.put<MyAngel>(`/my-angels/${id}`, { draft });
}
