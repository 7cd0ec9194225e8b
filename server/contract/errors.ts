import { z } from 'zod';

/**
 * Every non-2xx answer from /api has this body, so the client can always show `message`
 * and branch on `code` without guessing.
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
