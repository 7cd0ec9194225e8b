import { ApiRequestError, send } from '@/lib/api-client';
import { handleAuthFailure } from '@/lib/auth/auth-client';
import { getAccessToken } from '@/lib/auth/token-refresh';

/**
 * PUT with the session, reacting to a refused session like the shared authenticated client
 * (which has no PUT yet).
 */
export async function authPut<T>(path: string, body: unknown): Promise<T> {
  const accessToken = await getAccessToken();
  try {
    return await send<T>(path, {
      method: 'PUT',
      body,
      headers: { Authorization: `Bearer ${accessToken}` },
    });
  } catch (error) {
    if (error instanceof ApiRequestError) handleAuthFailure(error);
    throw error;
  }
}
