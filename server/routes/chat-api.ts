import type { ChatDeps } from '../chats/chat-deps.ts';
import { noStore, type AuthEnv } from '../http/auth.ts';
import { apiRouter } from '../http/endpoint.ts';
import { chatDeleteRoutes } from './chat-delete.ts';
import { chatDeletionRoutes } from './chat-deletions.ts';
import { chatMessageRoutes } from './chat-messages.ts';
import { chatRatingRoutes } from './chat-ratings.ts';
import { chatReplyRoutes } from './chat-replies.ts';
import { chatReportRoutes } from './chat-reports.ts';
import { chatSteeringRoutes } from './chat-steering.ts';
import { chatRewindRoutes } from './chat-rewind.ts';
import { chatStreamRoutes } from './chat-stream.ts';
import { chatRoutes } from './chats.ts';

/** /api/chats, never cached: chats are private (each endpoint requires a login). */
export function chatApi(deps: ChatDeps) {
  const api = apiRouter<AuthEnv>();
  api.use('*', noStore());
  return api
    .route('/', chatRoutes(deps))
    .route('/', chatMessageRoutes(deps))
    .route('/', chatReplyRoutes(deps))
    .route('/', chatReportRoutes(deps))
    .route('/', chatSteeringRoutes(deps))
    .route('/', chatRatingRoutes(deps))
    .route('/', chatRewindRoutes(deps))
    .route('/', chatDeletionRoutes(deps))
    .route('/', chatDeleteRoutes(deps))
    .route('/', chatStreamRoutes(deps));
}
