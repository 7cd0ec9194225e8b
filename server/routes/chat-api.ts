import { Hono } from 'hono';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { noStore, requireUser, type AuthEnv } from '../http/auth.ts';
import { chatMessageRoutes } from './chat-messages.ts';
import { chatReplyRoutes } from './chat-replies.ts';
import { chatStreamRoutes } from './chat-stream.ts';
import { chatRoutes } from './chats.ts';

/**
 * /api/chats, all of it behind one login check (the sub-routers rely on it for c.var.user;
 * a `use('*')` in each would run once per sub-router) and never cached: chats are private.
 */
export function chatApi(deps: ChatDeps) {
  return new Hono<AuthEnv>()
    .use('*', noStore(), requireUser(deps))
    .route('/', chatRoutes(deps))
    .route('/', chatMessageRoutes(deps))
    .route('/', chatReplyRoutes(deps))
    .route('/', chatStreamRoutes(deps));
}
