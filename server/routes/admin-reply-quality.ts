import { eq } from 'drizzle-orm';
import { replyQuality } from '../chats/rating-reads.ts';
import { replyQualitySchema } from '../contract/ratings.ts';
import { avatars } from '../db/schema.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { avatarIdParams } from '../http/params.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';

/**
 * /api/admin/avatars/:id/reply-quality: how users rate an Angel's replies, all users together
 * (counts only: no one's rating, note or identity), for the console beside the Angel's chats.
 */
export function adminReplyQualityRoutes(deps: ModerationDeps) {
  const { db } = deps;
  const endpoint = endpoints(deps);
  const quality = endpoint({
    method: 'get',
    path: '/{id}/reply-quality',
    access: 'agent',
    readLimit: 'care',
    summary: "An Angel's reply quality: thumbs up, thumbs down and the reasons most given",
    request: { params: avatarIdParams },
    responses: {
      200: json('The counts', replyQualitySchema),
      404: apiError('NOT_FOUND: no Angel with this id.'),
    },
  });
  return apiRouter<AuthEnv>().openapi(quality, async (c) => {
    const { id } = c.req.valid('param');
    const [angel] = await db.select({ id: avatars.id }).from(avatars).where(eq(avatars.id, id));
    if (!angel) throw notFound('No Angel with this id.');
    return c.json(await replyQuality(db, id), 200);
  });
}
