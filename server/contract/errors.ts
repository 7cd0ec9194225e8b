import { z } from 'zod';

/**
 * Every non-2xx answer from /api has this body, so the client can always show `message`
 * and branch on `code` without guessing.
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Facts the client may act on, e.g. suspendedUntil and warningCounter for a suspension. */
  meta: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
