import { z } from 'zod';
import { apiError } from '../http/endpoint.ts';

export const userParams = z.object({ id: z.string() });
export const noUser = apiError('NOT_FOUND: no such user.');
export const refused = apiError(
  'FORBIDDEN (not an agent), ACCOUNT_SUSPENDED, or SANCTION_REFUSED: the user is an agent or you.',
);
