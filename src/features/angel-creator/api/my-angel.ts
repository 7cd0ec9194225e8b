import type { AngelDraft, MyAngel } from '@contract/angels.ts';
import { idempotencyHeaders } from '@contract/idempotency.ts';
import { authClient } from '@/lib/auth/auth-client';

export function getMyAngel(id: number): Promise<MyAngel> {
  return authClient.get<MyAngel>(`/my-angels/${id}`);
}

export function createMyAngel(requestId: string, draft: AngelDraft): Promise<MyAngel> {
  // The requestId in the header too: the server tells a retry from a new creation unread.
  return authClient.post<MyAngel>(
    '/my-angels',
    { requestId, draft },
    idempotencyHeaders(requestId),
  );
}

export function updateMyAngel(id: number, draft: AngelDraft): Promise<MyAngel> {
  return authClient.put<MyAngel>(`/my-angels/${id}`, { draft });
}
