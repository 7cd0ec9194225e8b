import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AuthEnv } from '../http/auth.ts';
import { apiRouter, endpoints } from '../http/endpoint.ts';
import { userTopic, type LiveTopic } from '../live/live-events.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';
import { relayLiveEvents } from './live-events-stream.ts';
import { countStream } from '../observability/metrics.ts';

const DESCRIPTION =
  '`event: live`, data: a LiveEvent ({type:"chat", chatHash} | {type:"account"} | ' +
  '{type:"cases", caseId}) for the caller (every agent also gets the queue\'s). A hint only says ' +
  'where to look: refetch through the ordinary endpoints. Comments keep the stream alive. When ' +
  'the account is suspended, closed or deleted, the stream sends {type:"account"} and ends.';

/** GET /api/events: the caller's live hints as Server-Sent Events. */
export function liveEventRoutes(deps: ModerationDeps) {
  const { db, live, config } = deps;
  const events = endpoints(deps)({
    method: 'get',
    path: '/',
    access: 'user',
    readLimit: 'stream',
    summary: 'Live hints (chat, account, cases) as Server-Sent Events',
    description: DESCRIPTION,
    responses: {
      200: {
        description: 'The event stream',
        content: { 'text/event-stream': { schema: z.string() } },
      },
    },
  });
  return apiRouter<AuthEnv>().openapi(events, (c) => {
    const me = c.var.user;
    const topics: LiveTopic[] = [userTopic(me.id)];
    if (me.groups.includes('AGENT')) topics.push('agents');
    // Nginx and friends buffer responses by default; a stream must pass at once.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (sse) =>
      countStream('live', () =>
        relayLiveEvents(sse, {
          db,
          live,
          userId: me.id,
          topics,
          heartbeatMs: config.sseHeartbeatMs,
        }),
      ),
    );
  });
}
